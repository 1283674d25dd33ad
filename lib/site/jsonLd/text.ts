// JSON-LD as the text of a <script type="application/ld+json"> (components/seo/JsonLd.tsx).

/** '<' escaped so no text in the data can close the script element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
