import { bitcoinUri, orderPaymentMessage } from '@/lib/order/bitcoinUri';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

describe('bitcoinUri (BIP21)', () => {
  it('is the bare address without parameters', () => {
    expect(bitcoinUri({ address: ADDRESS })).toBe(`bitcoin:${ADDRESS}`);
  });

  it('percent-encodes label and message and never carries an amount', () => {
    const uri = bitcoinUri({
      address: ADDRESS,
      label: "Evergreen Wellness (Dispensary) & Co's",
      message: orderPaymentMessage('ABC123XYZ', '$1,056.16'),
    });
    expect(uri).toBe(
      `bitcoin:${ADDRESS}?label=Evergreen%20Wellness%20%28Dispensary%29%20%26%20Co%27s` +
        '&message=Order%20ABC123XYZ%20%28%241%2C056.16%20USD%29',
    );
    expect(uri).not.toMatch(/amount=/);
    const url = new URL(uri);
    expect(url.protocol).toBe('bitcoin:');
    expect(url.pathname).toBe(ADDRESS);
    expect(url.searchParams.get('message')).toBe('Order ABC123XYZ ($1,056.16 USD)');
    expect(url.searchParams.get('label')).toBe("Evergreen Wellness (Dispensary) & Co's");
  });
});

describe('bitcoinUri with a quote', () => {
  it('puts the BTC amount first, as a plain decimal a wallet prefills', () => {
    const uri = bitcoinUri({ address: ADDRESS, amount: '0.00064523', label: 'Shop' });
    expect(uri).toBe(`bitcoin:${ADDRESS}?amount=0.00064523&label=Shop`);
    expect(new URL(uri).searchParams.get('amount')).toBe('0.00064523');
  });

  it('refuses anything but a decimal BTC amount (never a USD figure)', () => {
    expect(() => bitcoinUri({ address: ADDRESS, amount: '$56.16' })).toThrow(/not a BTC amount/);
    expect(() => bitcoinUri({ address: ADDRESS, amount: '1e-4' })).toThrow(/not a BTC amount/);
    expect(bitcoinUri({ address: ADDRESS, amount: null })).toBe(`bitcoin:${ADDRESS}`);
  });
});
