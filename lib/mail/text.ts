// The plain-text alternative of a mail (issue 32.5): the same document as the HTML part, read well alone: the preview
// first, one block per section with its title in capitals, rows as 'Label: value', no field dump.
import { typedValue } from '@/lib/mail/typed';
import type { MailDocument, MailLine, MailSection } from '@/lib/mail/types';

/** '2 x Blue Dream (Hybrid), 3.5g: $40.00 each, $80.00' */
export function lineText(l: MailLine): string {
  return `${l.quantity} x ${l.name}, ${l.size}: ${l.unitPrice} each, ${l.lineTotal}`;
}

/** Someone else's words as an indented quote: every line starts with '  > ', so none can pass for a mail line. */
export function quoteText(lines: readonly string[]): string[] {
  return lines.map((line) => `  > ${line}`);
}

/** The section's title in capitals, its badge beside it: 'PAYMENT: UNPAID'. */
export function sectionHeading(s: Pick<MailSection, 'title' | 'badge'>): string {
  const title = s.title.toUpperCase();
  return s.badge ? `${title}: ${s.badge}` : title;
}

function sectionText(s: MailSection): string[] {
  return [
    sectionHeading(s),
    ...(s.text ?? []),
    ...(s.lines ?? []).map((l) => `- ${lineText(l)}`),
    ...(s.rows ?? []).map((r) => `${r.label}: ${r.typed ? typedValue(r.value) : r.value}`),
    ...(s.quotes ?? []).flatMap((q) => [q.label, ...quoteText(q.lines)]),
  ];
}

export function renderText(doc: MailDocument): string {
  const blocks: string[][] = [
    [doc.preview],
    ...(doc.notice ? [[`*** ${doc.notice} ***`]] : []),
    [doc.heading],
    ...doc.sections.map(sectionText),
    ...(doc.button ? [[`${doc.button.label}: ${doc.button.href}`]] : []),
    ['--', ...doc.footer],
  ];
  return blocks.map((b) => b.join('\n')).join('\n\n');
}
