// BIP21 payment URIs. `amount` is in BTC: only a quote the relay made (8 decimals) goes there; without one the
// USD figure is only in the human-readable message, which wallets do not pay from.

export interface BitcoinUriParts {
  address: string;
  /** BTC, the relay's quote as a decimal string ('0.00064523'); absent: the wallet asks the payer */
  amount?: string | null;
  /** shown by wallets as the payee, e.g. the shop's name */
  label?: string;
  /** shown by wallets as the payment's note, e.g. the order number and the USD total */
  message?: string;
}

// RFC 3986 percent-encoding: encodeURIComponent leaves !'()* alone, which BIP21 readers may choke on.
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const BTC_AMOUNT = /^\d{1,8}(\.\d{1,8})?$/;

export function bitcoinUri({ address, amount, label, message }: BitcoinUriParts): string {
  const params: string[] = [];
  if (amount) {
    if (!BTC_AMOUNT.test(amount)) throw new Error(`not a BTC amount: ${amount}`);
    params.push(`amount=${amount}`);
  }
  if (label) params.push(`label=${encode(label)}`);
  if (message) params.push(`message=${encode(message)}`);
  return `bitcoin:${address}${params.length ? `?${params.join('&')}` : ''}`;
}

/** The message a wallet shows for an order: 'Order ABC123XYZ ($56.16 USD)'. */
export function orderPaymentMessage(orderNumber: string, usdTotal: string): string {
  return `Order ${orderNumber} (${usdTotal} USD)`;
}
