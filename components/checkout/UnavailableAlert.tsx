'use client';

import { lineName, lineShortText } from '@/lib/order/availabilityTexts';
import type { UnavailableLine } from '@/lib/store/unavailableLines';
import Link from '@/components/ui/IntentLink';
import { AlertBox } from '@/components/checkout/checkoutStyles';
import { UNAVAILABLE_ALERT_ID } from '@/components/checkout/checkoutErrors';

/** Beside the order summary (issue 25.1): the lines that cannot be bought as they are, and where to change them. */
export default function UnavailableAlert({
  lead,
  lines,
}: {
  lead: string;
  lines: readonly UnavailableLine[];
}) {
  return (
    <AlertBox as="div" role="alert" id={UNAVAILABLE_ALERT_ID} tabIndex={-1}>
      {lead}
      <ul>
        {lines.map(({ line, left }) => (
          <li key={`${line.id}-${line.size}`}>
            {lineName(line)}: {lineShortText(left, line.quantity)}
          </li>
        ))}
      </ul>
      <Link href="/cart">Change them in your cart</Link>
    </AlertBox>
  );
}
