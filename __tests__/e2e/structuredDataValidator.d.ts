// The part of @adobe/structured-data-validator (plain JS, no types of its own) the structured-data spec calls.
declare module '@adobe/structured-data-validator' {
  export interface ValidatorIssue {
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    rootType: string;
    fieldNames?: string[];
  }
  /** `vocabulary`: schema.org's JSON-LD (its @graph of classes and properties); without it, no schema.org check. */
  export default class Validator {
    constructor(vocabulary?: object);
    validate(extracted: {
      jsonld: Record<string, object[]>;
      microdata: object;
      rdfa: object;
      errors: object[];
    }): Promise<ValidatorIssue[]>;
  }
}
