// What the outside checkers may report without failing checkers.spec.ts, each with its reason, in one file.

/** IBM Equal Access rules that are wrong for this shop (issue 29.4), by rule id. */
export const EQUAL_ACCESS_ALLOWED: Record<string, string> = {
  aria_content_in_landmark:
    'The skip link is the first thing in <body>, before the header and main landmarks, where it belongs: it must ' +
    'be the first stop of the keyboard, and inside a landmark it would be skipped by landmark navigation.',
};

/**
 * Nu HTML Checker messages that are wrong for this shop, each matched with the markup it quotes: the checker
 * (vnu-jar 26.9.27) predates a part of the HTML standard the shop uses. The spec fails on an entry that no longer
 * matches anything (then remove it).
 */
export const NU_ALLOWED: Array<{ message: RegExp; reason: string }> = [
  {
    message:
      /A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\. \[.*<link rel="expect" href="#shop-footer" blocking="render"/,
    reason:
      'The HTML standard lets blocking="render" stand on rel="expect" as well as on a style sheet ' +
      '(https://html.spec.whatwg.org/multipage/links.html#link-type-expect; Chromium 124 on, WebKit): a shop page ' +
      'is not painted before its footer is parsed (components/layout/ShopChrome.tsx). The checker predates it.',
  },
];

/**
 * Findings still open (issue 29), listed so the rest of the suite guards everything else; each names its page, the
 * check and a part of the message. The spec fails on any other finding, and on an entry here that no longer
 * matches anything (then remove it), so this list can only shrink.
 */
export const KNOWN_OPEN: Array<{ check: 'nu' | 'overflow'; finding: RegExp; reason: string }> = [];
