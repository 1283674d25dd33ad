/** @jest-environment node */
// The delivery worker sends one order's messages in the order they were queued (an order's mail is a thread,
// DESIGN 22), and different orders side by side: a fast render of a later message never overtakes an earlier one.
import type { QueuedMail } from '@/lib/db/mailQueue';
import { conversations } from '@/lib/relay/delivery';

const mail = (id: number, orderNumber: string | null) => ({ id, orderNumber }) as QueuedMail;

it('groups a claimed batch by order, each in queue order, and sends a message of no order on its own', () => {
  const batch = [mail(7, 'B'), mail(3, 'A'), mail(5, null), mail(4, 'B'), mail(9, 'A'), mail(2, null)];
  expect(conversations(batch).map((c) => c.map((m) => m.id))).toEqual([[3, 9], [4, 7], [2], [5]]);
});
