// The HTML part of a mail (issue 32.5), from the same document as the plain text. MJML (mjml.io) writes the markup
// mail clients need: nested tables, every style inline, Outlook's conditional tables, one fluid column that fits a
// 375 px phone; its <style> block only widens the column on larger screens, so a client that drops it (some Gmail
// and Outlook apps do) still shows every section. No image: nothing is lost when images are blocked.
import { sectionHeading } from '@/lib/mail/text';
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

/** Only links a mail should carry (a phone, an address, the shop's own https pages); anything else is dropped. */
export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  return /^(tel:\+?[0-9]+|mailto:[^\s"<>]+|https?:\/\/[^\s"<>]+)$/.test(href) ? escapeHtml(href) : null;
}

const CELL = `padding:4px 0;vertical-align:top;font-family:${FONT};font-size:15px;line-height:1.4;color:${c.text};word-break:break-word;`;

function rowHtml(r: MailRow): string {
  const href = safeHref(r.href);
  const value = href
    ? `<a href="${href}" style="color:${c.brand};text-decoration:underline;">${escapeHtml(r.value)}</a>`
    : escapeHtml(r.value);
  return `<tr><th scope="row" align="left" style="${CELL}width:38%;padding-right:8px;font-weight:normal;color:${c.textMuted};">${escapeHtml(r.label)}</th><td style="${CELL}font-weight:bold;">${value}</td></tr>`;
}

function lineHtml(l: MailLine): string {
  return `<tr style="border-top:1px solid ${c.border};"><td style="${CELL}padding-right:8px;"><strong>${escapeHtml(l.name)}</strong><br>${escapeHtml(l.size)}</td><td align="right" style="${CELL}padding-right:8px;white-space:nowrap;"><strong>${l.quantity}</strong> x</td><td align="right" style="${CELL}white-space:nowrap;">${escapeHtml(l.unitPrice)} each<br><strong>${escapeHtml(l.lineTotal)}</strong></td></tr>`;
}

const table = (body: string) =>
  `<mj-table padding="4px 16px" cellpadding="0" cellspacing="0" width="100%" role="presentation">${body}</mj-table>`;

const text = (html: string, extra = '') => `<mj-text padding="4px 16px" ${extra}>${html}</mj-text>`;

function sectionHtml(s: MailSection): string {
  const parts = [
    text(escapeHtml(sectionHeading(s)), `font-size="13px" font-weight="bold" color="${c.brandDark}"`),
    ...(s.text ?? []).map((p) => text(escapeHtml(p))),
    ...(s.lines?.length ? [table(s.lines.map(lineHtml).join(''))] : []),
    ...(s.rows?.length ? [table(s.rows.map(rowHtml).join(''))] : []),
    ...(s.quotes ?? []).map((q) =>
      text(
        `${escapeHtml(q.label)}<blockquote style="margin:4px 0 0;padding:4px 12px;border-left:4px solid ${c.border};color:${c.text};">${q.lines.map(escapeHtml).join('<br>')}</blockquote>`,
      ),
    ),
  ];
  return `<mj-section padding="8px 0" border-top="1px solid ${c.border}" css-class="section-${escapeHtml(s.id)}"><mj-column>${parts.join('')}</mj-column></mj-section>`;
}

/** The MJML source of a document (exported for tests that check the template itself). */
export function mailMjml(doc: MailDocument): string {
  const button = doc.button && safeHref(doc.button.href);
  return [
    `<mjml><mj-head><mj-attributes><mj-all font-family="${FONT}" /><mj-text font-size="15px" line-height="1.4" color="${c.text}" /></mj-attributes>`,
    `<mj-title>${escapeHtml(doc.heading)}</mj-title></mj-head>`,
    `<mj-body width="600px" background-color="${c.surface}"><mj-wrapper padding="0">`,
    `<mj-section padding="12px 0 4px"><mj-column>`,
    text(escapeHtml(doc.preview), `font-size="16px" font-weight="bold"`),
    doc.notice
      ? text(
          escapeHtml(doc.notice),
          `container-background-color="${c.accentLight}" color="${c.text}" font-weight="bold"`,
        )
      : '',
    text(escapeHtml(doc.heading), `font-size="20px" font-weight="bold" color="${c.brandDark}"`),
    `</mj-column></mj-section>`,
    ...doc.sections.map(sectionHtml),
    button
      ? `<mj-section padding="12px 0"><mj-column><mj-button href="${button}" align="left" padding="4px 16px" background-color="${c.brand}" color="${c.textInverse}" font-size="16px" font-weight="bold">${escapeHtml(doc.button!.label)}</mj-button>${text(escapeHtml(doc.button!.href), `font-size="12px" color="${c.textMuted}"`)}</mj-column></mj-section>`
      : '',
    `<mj-section padding="8px 0 16px" border-top="1px solid ${c.border}"><mj-column>`,
    text(doc.footer.map(escapeHtml).join('<br>'), `font-size="12px" color="${c.textMuted}"`),
    `</mj-column></mj-section></mj-wrapper></mj-body></mjml>`,
  ].join('');
}

/** The HTML part; throws on an MJML error, which is the template's fault, never the order's. */
export async function renderHtml(doc: MailDocument): Promise<string> {
  // loaded when a mail is rendered, not when a module that can send one is (pages and jsdom tests never need it)
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(mailMjml(doc), {
    validationLevel: 'strict',
    keepComments: false,
    // no web font: nothing is fetched from elsewhere when the mail opens
    fonts: {},
  });
  if (errors.length > 0)
    throw new Error(`mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
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
