// What a street or city line may not hold (issue 45.5): a web address, an email address or a phone number. These
// lines are printed in the shopper's confirmation, which the shop sends to whatever address was typed, so a stranger
// could otherwise make the licensed shop mail "call +1 900 ..." or a phishing link to someone else. Client-safe: the
// checkout's fields and the relay refuse them with the same message, on the field.
import { CUSTOMER_FIELD_LABELS } from '@/lib/validation/customerFields';

export type ContactInText = 'email' | 'url' | 'phone';

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
// a scheme (http://), www., a name.tld/ path, or a bare name under a common top-level domain
const URL =
  /\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.[a-z]{2,}\/|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|xyz|top|online|site|link|app|example)\b/i;
// 7 or more digits grouped with spaces, dots, dashes or brackets, not part of a word ('100th'): a house number and a
// suite ('Suite 100-200', 'P.O. Box 12345') stay under it
const PHONE = /(?<![\p{L}\d])\+?\d(?:[ ().-]*\d){6,}(?![\p{L}\d])/gu;
// a ZIP+4 typed into the line is a postal code, not a phone number
const ZIP_PLUS_4 = /^\d{5}-\d{4}$/;

/** What contact detail the text holds, in the order the messages are tried, or null. */
export function contactInText(text: string): ContactInText | null {
  if (EMAIL.test(text)) return 'email';
  if (URL.test(text)) return 'url';
  for (const match of text.matchAll(PHONE)) if (!ZIP_PLUS_4.test(match[0])) return 'phone';
  return null;
}

/** The field's message for each case: 'Street Address cannot contain a phone number: ...'. */
export function contactInTextMessage(label: string, found: ContactInText): string {
  if (found === 'email')
    return `${label} cannot contain an email address: give yours under ${CUSTOMER_FIELD_LABELS.email}`;
  if (found === 'phone')
    return `${label} cannot contain a phone number: give yours under ${CUSTOMER_FIELD_LABELS.phone}`;
  return `${label} cannot contain a web address or link`;
}

/** The message for an address line, or undefined when it holds no contact detail. */
export function addressLineProblem(text: string, label: string): string | undefined {
  const found = contactInText(text);
  return found ? contactInTextMessage(label, found) : undefined;
}
