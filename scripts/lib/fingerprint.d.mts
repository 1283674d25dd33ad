export function fingerprint(roots: string[], byContent?: string[]): Map<string, string>;
export function changes(before: Map<string, string>, after: Map<string, string>): string[];
