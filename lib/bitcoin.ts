// BIP21 payment URIs. The amount field of BIP21 is in BTC and we only know the USD total, so the USD
// figure goes into the human-readable message, never into `amount`.

export interface BitcoinUriParts {
  address: string;
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

export function bitcoinUri({ address, label, message }: BitcoinUriParts): string {
  const params: string[] = [];
  if (label) params.push(`label=${encode(label)}`);
  if (message) params.push(`message=${encode(message)}`);
  return `bitcoin:${address}${params.length ? `?${params.join('&')}` : ''}`;
}

/** The message a wallet shows for an order: 'Order ABC123XYZ ($56.16 USD)'. */
export function orderPaymentMessage(orderNumber: string, usdTotal: string): string {
  return `Order ${orderNumber} (${usdTotal} USD)`;
}
