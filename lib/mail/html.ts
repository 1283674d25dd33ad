// The HTML part of a mail (issue 32.5), from the same document as the plain text. MJML (mjml.io) writes the markup
// mail clients need: nested tables, every style inline, Outlook's conditional tables, one fluid column that fits a
// 375 px phone; its <style> block only widens the column on larger screens, so a client that drops it (some Gmail
// and Outlook apps do) still shows every section. No image: nothing is lost when images are blocked.
import { LRUCache } from 'lru-cache';
import { sectionHeading } from '@/lib/mail/text';
import { typedValue } from '@/lib/mail/typed';
import type { Mail, MailDocument, MailLine, MailRow, MailSection } from '@/lib/mail/types';
import { theme } from '@/lib/site/theme';

const c = theme.colors;
const FONT = theme.font.body.replace(/'/g, '');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: every value from an order (names, typed words) goes through here. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** How a value gets into the markup: escaped (escapeHtml), or as a slot filled after MJML ran (renderHtml). */
type Put = (value: string) => string;

/** Only links a mail should carry (a phone, an address, the shop's own https pages); anything else is dropped. */
export function safeHref(href: string | undefined, put: Put = escapeHtml): string | null {
  if (!href) return null;
  return /^(tel:\+?[0-9]+|mailto:[^\s"<>]+|https?:\/\/[^\s"<>]+)$/.test(href) ? put(href) : null;
}

const CELL = `padding:4px 0;vertical-align:top;font-family:${FONT};font-size:15px;line-height:1.4;color:${c.text};word-break:break-word;`;

function rowHtml(r: MailRow, put: Put): string {
  // a shopper's words are data: quoted, unlinkable, and never an href (issue 45.5)
  if (r.typed) return rowCells(r, put, put(typedValue(r.value)));
  const href = safeHref(r.href, put);
  const value = href
    ? `<a href="${href}" style="color:${c.brand};text-decoration:underline;">${put(r.value)}</a>`
    : put(r.value);
  return rowCells(r, put, value);
}

function rowCells(r: MailRow, put: Put, value: string): string {
  return `<tr><th scope="row" align="left" style="${CELL}width:38%;padding-right:8px;font-weight:normal;color:${c.textMuted};">${put(r.label)}</th><td style="${CELL}font-weight:bold;">${value}</td></tr>`;
}

function lineHtml(l: MailLine, put: Put): string {
  return `<tr style="border-top:1px solid ${c.border};"><td style="${CELL}padding-right:8px;"><strong>${put(l.name)}</strong><br>${put(l.size)}</td><td align="right" style="${CELL}padding-right:8px;white-space:nowrap;"><strong>${put(String(l.quantity))}</strong> x</td><td align="right" style="${CELL}white-space:nowrap;">${put(l.unitPrice)} each<br><strong>${put(l.lineTotal)}</strong></td></tr>`;
}

const table = (body: string) =>
  `<mj-table padding="4px 16px" cellpadding="0" cellspacing="0" width="100%" role="presentation">${body}</mj-table>`;

const text = (html: string, extra = '') => `<mj-text padding="4px 16px" ${extra}>${html}</mj-text>`;

function sectionHtml(s: MailSection, put: Put): string {
  const parts = [
    text(put(sectionHeading(s)), `font-size="13px" font-weight="bold" color="${c.brandDark}"`),
    ...(s.text ?? []).map((p) => text(put(p))),
    ...(s.lines?.length ? [table(s.lines.map((l) => lineHtml(l, put)).join(''))] : []),
    ...(s.rows?.length ? [table(s.rows.map((r) => rowHtml(r, put)).join(''))] : []),
    ...(s.quotes ?? []).map((q) =>
      text(
        `${put(q.label)}<blockquote style="margin:4px 0 0;padding:4px 12px;border-left:4px solid ${c.border};color:${c.text};">${q.lines.map(put).join('<br>')}</blockquote>`,
      ),
    ),
  ];
  return `<mj-section padding="8px 0" border-top="1px solid ${c.border}" css-class="section-${escapeHtml(s.id)}"><mj-column>${parts.join('')}</mj-column></mj-section>`;
}

/**
 * The MJML source of a document (exported for tests that check the template itself); `put` takes every value of
 * the document in (escaped by default).
 */
export function mailMjml(doc: MailDocument, put: Put = escapeHtml): string {
  const button = doc.button && safeHref(doc.button.href, put);
  return [
    `<mjml><mj-head><mj-attributes><mj-all font-family="${FONT}" /><mj-text font-size="15px" line-height="1.4" color="${c.text}" /></mj-attributes>`,
    `<mj-title>${put(doc.heading)}</mj-title></mj-head>`,
    `<mj-body width="600px" background-color="${c.surface}"><mj-wrapper padding="0">`,
    `<mj-section padding="12px 0 4px"><mj-column>`,
    text(put(doc.preview), `font-size="16px" font-weight="bold"`),
    doc.notice
      ? text(
          put(doc.notice),
          `container-background-color="${c.accentLight}" color="${c.text}" font-weight="bold"`,
        )
      : '',
    text(put(doc.heading), `font-size="20px" font-weight="bold" color="${c.brandDark}"`),
    `</mj-column></mj-section>`,
    ...doc.sections.map((section) => sectionHtml(section, put)),
    button
      ? `<mj-section padding="12px 0"><mj-column><mj-button href="${button}" align="left" padding="4px 16px" background-color="${c.brand}" color="${c.textInverse}" font-size="16px" font-weight="bold">${put(doc.button!.label)}</mj-button>${text(put(doc.button!.href), `font-size="12px" color="${c.textMuted}"`)}</mj-column></mj-section>`
      : '',
    `<mj-section padding="8px 0 16px" border-top="1px solid ${c.border}"><mj-column>`,
    text(doc.footer.map(put).join('<br>'), `font-size="12px" color="${c.textMuted}"`),
    `</mj-column></mj-section></mj-wrapper></mj-body></mjml>`,
  ].join('');
}

/** MJML run on one markup; throws on an MJML error, which is the template's fault, never the order's. */
export async function compileMjml(markup: string): Promise<string> {
  // loaded when a mail is rendered, not when a module that can send one is (pages and jsdom tests never need it)
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(markup, {
    validationLevel: 'strict',
    keepComments: false,
    // no web font: nothing is fetched from elsewhere when the mail opens
    fonts: {},
  });
  if (errors.length > 0)
    throw new Error(`mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

/** A slot's mark in the markup: letters and digits, which neither MJML nor escaping changes. */
const slotMark = (n: number) => `MAILSLOT${n}X`;
const SLOT_MARKS = /MAILSLOT(\d+)X/g;

/**
 * The HTML of each document shape (which sections, rows, lines and links it has), by its MJML with every value
 * left as a slot. MJML lays out the shape, never the words: run once per shape, it took 4 to 5 ms of the server's one
 * thread per mail (issue 28.4), and a shape seen before is filled in instead.
 */
const shapes = new LRUCache<string, string>({ max: 200 });

/** The HTML part; throws on an MJML error, which is the template's fault, never the order's. */
export async function renderHtml(doc: MailDocument): Promise<string> {
  const values: string[] = [];
  const markup = mailMjml(doc, (value) => {
    values.push(escapeHtml(value));
    return slotMark(values.length - 1);
  });
  let shape = shapes.get(markup);
  if (shape === undefined) {
    shape = await compileMjml(markup);
    shapes.set(markup, shape);
  }
  // one pass over the shape: a value that reads like a slot's mark is never filled in again
  return shape.replace(SLOT_MARKS, (_mark, n: string) => values[Number(n)] ?? '');
}

/**
 * The HTML part of a queued message, or undefined: a message queued before issue 32.5 has no document, and a
 * template fault is logged and the message goes as plain text rather than not at all.
 */
export async function mailHtml(mail: Pick<Mail, 'doc' | 'subject'>): Promise<string | undefined> {
  if (!mail.doc) return undefined;
  try {
    return await renderHtml(mail.doc);
  } catch (err) {
    console.warn(`[mail] HTML part left out of "${mail.subject}": ${(err as Error).message}`);
    return undefined;
  }
}
