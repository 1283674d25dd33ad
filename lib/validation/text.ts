// The one definition of what free text a shopper types may hold: well-formed, no card numbers anywhere, and no
// control, line break, bidi or zero-width characters in single-line fields. Client-safe: the forms and the relay
// share it.

export const CARD_NUMBER_IN_TEXT_MESSAGE =
  'Please do not type a card number here. Staff will contact you for payment.';

/** True when the digits pass the Luhn check (the check digit of card numbers). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const CARD_MIN_DIGITS = 13;
const CARD_MAX_DIGITS = 19;
// digits, each optionally followed by spaces, dashes or dots, as people group a card number
const DIGIT_RUN = /\d(?:[ .-]*\d)+/g;

/** True when the text holds a Luhn-valid run of 13 to 19 digits, grouped with spaces, dashes or dots or not. */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    // any 13..19 consecutive digits of a longer run count too: a card number can be typed next to other digits
    for (let len = CARD_MIN_DIGITS; len <= Math.min(CARD_MAX_DIGITS, digits.length); len += 1) {
      for (let start = 0; start + len <= digits.length; start += 1) {
        if (luhnValid(digits.slice(start, start + len))) return true;
      }
    }
  }
  return false;
}

// C0 and C1 controls and DEL (line breaks and tabs among them), the Unicode line and paragraph separators
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
// bidi embeddings, overrides and isolates, the LRM/RLM marks and the Arabic letter mark
const BIDI = '\\u202a-\\u202e\\u2066-\\u2069\\u200e\\u200f\\u061c';
// zero-width space, non-joiner, joiner, word joiner, byte order mark
const ZERO_WIDTH = '\\u200b-\\u200d\\u2060\\ufeff';
const NOT_SINGLE_LINE = new RegExp(`[${CONTROL}${BIDI}${ZERO_WIDTH}]`);
// multi-line text may hold line breaks (\n, \r) and tabs, nothing else of the above: a U+2028 could break a line
// in a mail reader where the quote (which splits on \n and \r) does not
const NOT_MULTI_LINE = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI}${ZERO_WIDTH}]`,
);
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/gu;

// a high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units)
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when the text is well-formed UTF-16: JSON can carry half of a surrogate pair (`"\udfff"`), which no UTF-8
 * store, mail or log can hold. isWellFormed() where the runtime has it (Node 20, current browsers), else the pattern.
 */
export function isWellFormedText(text: string): boolean {
  return typeof text.isWellFormed === 'function' ? text.isWellFormed() : !LONE_SURROGATE.test(text);
}

/** The message for text that is not well-formed, on its field: 'Full Name has a broken character ...'. */
export function notWellFormedMessage(label: string): string {
  return `${label} has a broken character (half of an emoji or symbol): please retype it`;
}

export interface TextRule {
  /** the field's name in messages: 'Full Name' */
  label: string;
  /** line breaks and tabs allowed (the error report's message) */
  multiLine?: boolean;
  /** at least this many visible characters (letters, digits, punctuation, symbols) */
  minVisible?: number;
}

/** The first rule the text breaks, as the message to show on its field, or undefined. */
export function textProblem(text: string, rule: TextRule): string | undefined {
  if (!isWellFormedText(text)) return notWellFormedMessage(rule.label);
  if ((rule.multiLine ? NOT_MULTI_LINE : NOT_SINGLE_LINE).test(text)) {
    return rule.multiLine
      ? `${rule.label} must be plain text (no control, direction or invisible characters)`
      : `${rule.label} must be one line of plain text (no line breaks, control, direction or invisible characters)`;
  }
  if (rule.minVisible && (text.match(VISIBLE)?.length ?? 0) < rule.minVisible) {
    return `${rule.label} must have at least ${rule.minVisible} visible characters`;
  }
  if (containsCardNumber(text)) return CARD_NUMBER_IN_TEXT_MESSAGE;
  return undefined;
}
