// The notice of a transaction seen paying a watched bitcoin order (kind 'update': once when seen, once when
// confirmed), threaded under the order mail, with what was ordered so "payment confirmed" can be acted on alone.
import { customerSection, deskButton, licenceFooter, prepareSection, totalsSection } from '@/lib/mail/parts';
import type { Mail, MailContext } from '@/lib/mail/types';
import type { PlacedOrder } from '@/lib/order/contract';
import { btcToSats } from '@/lib/relay/bitcoin/amounts';
import { laterSubject, threadedUnder } from '@/lib/relay/mailThread';
import {
  bitcoinFields,
  bitcoinRows,
  btc,
  callCustomer,
  paymentFields,
  staffMessage,
} from '@/lib/relay/mail/common';

export interface PaymentSeenDetails {
  /** 'seen': first sight of the transaction; 'confirmed': its first confirmation */
  kind: 'seen' | 'confirmed';
  txid: string;
  /** satoshis this transaction pays the order's address */
  sats: number;
  confirmations: number;
  /** satoshis seen paid to the address in total */
  receivedSats: number;
}

export function buildPaymentSeenMail(order: PlacedOrder, s: PaymentSeenDetails, ctx: MailContext): Mail {
  const pay = order.bitcoin;
  const quoted = pay?.amountBtc ? btcToSats(pay.amountBtc) : null;
  const short = quoted !== null && s.receivedSats < quoted ? quoted - s.receivedSats : 0;
  const status = s.kind === 'confirmed' ? 'CONFIRMED' : short > 0 ? 'UNDERPAID' : 'SEEN';
  const text =
    status === 'CONFIRMED'
      ? "A payment to this order's address has its first confirmation."
      : status === 'UNDERPAID'
        ? `A payment was seen, but the address has received ${btc(s.receivedSats)} of the ${btc(quoted ?? 0)} quoted: ${btc(short)} short. Contact the customer.`
        : "A payment to this order's address was seen on the blockchain. Wait for confirmations before the order leaves the shop.";
  const preview =
    status === 'CONFIRMED'
      ? `Payment confirmed: prepare the order and ${callCustomer(order)}.`
      : status === 'UNDERPAID'
        ? `Payment ${btc(short)} short: ${callCustomer(order)}.`
        : `Payment seen, not yet confirmed: wait for a confirmation before the order leaves the shop.`;
  const badge = status === 'CONFIRMED' ? 'PAID' : status === 'UNDERPAID' ? 'UNDERPAID' : 'AWAITING BITCOIN';
  const doc = {
    preview,
    heading: `Order #${order.orderNumber}: payment ${status.toLowerCase()}`,
    sections: [
      {
        id: 'payment',
        title: 'Payment',
        badge,
        text: [text],
        rows: [
          { label: 'Blockchain transaction', value: s.txid },
          { label: 'Confirmations', value: String(s.confirmations) },
          { label: 'Paid by this transaction', value: btc(s.sats) },
          {
            label: 'Received in total',
            value: `${btc(s.receivedSats)}${quoted !== null ? ` of ${btc(quoted)} quoted` : ' (no BTC quote: compare with the USD total)'}`,
          },
          ...bitcoinRows(order, ctx),
        ],
      },
      prepareSection(order, status === 'CONFIRMED' ? 'What to prepare' : 'What was ordered'),
      customerSection(order),
      totalsSection(order),
    ],
    button: deskButton(order),
    footer: licenceFooter(),
  };
  return staffMessage(
    'update',
    order,
    ctx,
    { subject: laterSubject(order), ...threadedUnder(order, ctx, 'payment') },
    doc,
    {
      ...paymentFields(order, ctx, status),
      blockchain_txid: s.txid,
      confirmations: String(s.confirmations),
      bitcoin_received: btc(s.receivedSats),
      ...bitcoinFields(order, ctx),
    },
  );
}
