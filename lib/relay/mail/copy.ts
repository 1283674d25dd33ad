// A copy staff asked for (the desk's "Resend"; issue 32.6): the same mail and subject, saying at its top that it is
// a copy, who resent it and when, with its own Message-ID in the order's thread (a client drops a second message
// with the first one's id, and the first may never have arrived) and `copyOf` naming the message copied, so the
// queue knows which failure it answers.
import { isShopperKind } from '@/lib/mail/kinds';
import { renderText } from '@/lib/mail/text';
import type { Mail } from '@/lib/mail/types';
import { randomCode } from '@/lib/relay/random';
import { formatShopTime } from '@/lib/site/shopTime';

export function resentCopy(mail: Mail, staff: string, at: Date = new Date()): Mail {
  // a shopper's confirmation goes to the shopper again, who is not told which staff member asked
  const notice = isShopperKind(mail.kind)
    ? `Sent again by the shop on ${formatShopTime(at.toISOString())}.`
    : `A copy, resent by ${staff} on ${formatShopTime(at.toISOString())}.`;
  const doc = mail.doc ? { ...mail.doc, notice } : undefined;
  // a message queued before issue 32.5 has its text only: the notice goes on top of it
  const message = doc
    ? renderText(doc)
    : `*** ${notice} ***\n\n${(mail.fields.message ?? '').replace(/^\*\*\* A copy, .*\*\*\*\n\n/, '')}`;
  const domain = /@([^>]+)>$/.exec(mail.messageId ?? '')?.[1] ?? 'localhost';
  const ref = (mail.fields.order_number ?? 'none').replace(/[^A-Za-z0-9]/g, '').slice(0, 16) || 'none';
  return {
    ...mail,
    messageId: `<order-${ref}.copy.${randomCode(12).toLowerCase()}@${domain}>`,
    inReplyTo: mail.inReplyTo ?? mail.messageId,
    copyOf: mail.copyOf ?? mail.messageId,
    fields: { ...mail.fields, message },
    ...(doc ? { doc } : {}),
  };
}

/** The message a mail is, or is a copy of (the SQL of lib/db/mailQueue.ts's copyFamily says the same). */
const family = (m: Mail) => m.copyOf ?? m.messageId;

/** Whether `later` is a copy of `m` (a resend), or the same message queued again (before issue 32.6). */
export function isCopyOf(later: Mail, m: Mail): boolean {
  const f = family(m);
  return (f !== undefined && family(later) === f) || JSON.stringify(later) === JSON.stringify(m);
}
