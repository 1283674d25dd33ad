// Addresses whose percent-encoding does not decode (a lone `%`, `%zz`, bytes that are no UTF-8, an encoded
// surrogate): Next answers them with a bare 500, so scripts/server.mjs refuses them first (issue 33.7), and the
// pages that decode a segment themselves use the same rule. Plain JS: the server and the app both read it.

/**
 * The text with its percent-escapes decoded, or null when they are malformed (where decodeURIComponent throws).
 * @param {string} text
 * @returns {string | null}
 */
export function decodedOrNull(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Whether a request target is a path (origin-form, as browsers and proxies send it) whose percent-encoding
 * decodes. The query is not checked: it is parsed leniently (a bad escape stays as it is).
 * @param {string} target the request line's target, as Node gives it (`req.url`)
 * @returns {boolean}
 */
export function isWellFormedPath(target) {
  if (!target.startsWith('/')) return false;
  const query = target.indexOf('?');
  return decodedOrNull(query === -1 ? target : target.slice(0, query)) !== null;
}
