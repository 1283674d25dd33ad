// Words a shopper typed, as a mail shows them (issue 45.5): quoted, so they read as data the shop received and not as
// the shop's own words, and unlinkable, so a mail client's auto-linking never turns them into a link. Clients link
// what looks like a web address, an email address or a phone number even where the HTML has no <a>; an invisible
// WORD JOINER (U+2060) before each '.', '@', ':' and '/' inside a word, and between the digits of a long number,
// leaves the text as it reads but no longer a valid address or number (a Unicode format character is allowed in
// neither), the usual fix in mail templates. Pure: the HTML part and the plain text use it alike.

export const WORD_JOINER = '\u2060';

// a '.', '@', ':' or '/' between two visible characters: 'evil.example/verify', 'a@b.c', 'https://'
const LINK_PUNCTUATION = /(?<=\S)([.@:/])(?=\S)/g;
// 7 or more digits, grouped or not, as a phone number is written
const LONG_NUMBER = /\d(?:[ ().-]*\d){6,}/g;

/** The text with auto-linking broken where it could start; ordinary words are left as they are. */
export function unlinkable(text: string): string {
  return text
    .replace(LONG_NUMBER, (run) => run.replace(/\d(?=.)/g, (d) => `${d}${WORD_JOINER}`))
    .replace(LINK_PUNCTUATION, `${WORD_JOINER}$1`);
}

/** A typed value as a mail shows it: '“1 Market St, San Francisco 94110”'. */
export const typedValue = (text: string): string => `“${unlinkable(text)}”`;
