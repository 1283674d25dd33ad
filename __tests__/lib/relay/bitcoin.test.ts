/** @jest-environment node */
// Watch-only addresses (BIP84 vectors), exact BTC quotes and the rate service's answers.
import { readServerConfig } from '@/lib/config/server';
import { btcToSats, formatBtc, quoteSats } from '@/lib/relay/bitcoin/amounts';
import { parseRateBody } from '@/lib/relay/bitcoin/rate';
import { parseAccountKey, receiveAddress } from '@/lib/relay/bitcoin/xpub';
import { BIP84_ADDRESSES, BIP84_ZPUB } from '../../mocks/bitcoin';

// The same account as BIP84's zpub, with xpub version bytes (bs58check re-encoded).
const BIP84_XPUB =
  'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V';
// BIP84's account private key: must be refused outright.
const BIP84_ZPRV =
  'zprvAdG4iTXWBoARxkkzNpNh8r6Qag3irQB8PzEMkAFeTRXxHpbF9z4QgEvBRmfvqWvGp42t42nvgGpNgYSJA9iefm1yYNZKEm7z6qUWCroSQnE';

describe('receive addresses from an account key (BIP84 vectors)', () => {
  it('derives m/84h/0h/0h/0/0 and /0/1 of the test mnemonic from the zpub', () => {
    const account = parseAccountKey(BIP84_ZPUB);
    expect(receiveAddress(account, 0)).toBe(BIP84_ADDRESSES[0]);
    expect(receiveAddress(account, 1)).toBe(BIP84_ADDRESSES[1]);
    expect(account.networkName).toBe('mainnet');
  });

  it('gives the same addresses for the same account written as an xpub, and the same account id only for the same text', () => {
    const x = parseAccountKey(BIP84_XPUB);
    expect([0, 1].map((i) => receiveAddress(x, i))).toEqual([...BIP84_ADDRESSES]);
    expect(x.id).toMatch(/^acct-[0-9a-f]{16}$/);
    expect(x.id).not.toContain(BIP84_XPUB.slice(4, 20));
    expect(parseAccountKey(` ${BIP84_ZPUB} `).id).toBe(parseAccountKey(BIP84_ZPUB).id);
  });

  it('refuses private keys, garbage and out-of-range indexes', () => {
    expect(() => parseAccountKey(BIP84_ZPRV)).toThrow(/private key/);
    expect(() => parseAccountKey('xpub-not-a-key')).toThrow(/not an extended public key/);
    expect(() => parseAccountKey(`${BIP84_ZPUB.slice(0, -1)}t`)).toThrow(/checksum/);
    const account = parseAccountKey(BIP84_ZPUB);
    expect(() => receiveAddress(account, -1)).toThrow(/out of range/);
    expect(() => receiveAddress(account, 2 ** 31)).toThrow(/out of range/);
  });

  it('names BITCOIN_XPUB when the server configuration is read with a bad key, and never echoes the key', () => {
    expect(() => readServerConfig({ BITCOIN_XPUB: BIP84_ZPRV })).toThrow(/BITCOIN_XPUB holds a private key/);
    try {
      readServerConfig({ BITCOIN_XPUB: BIP84_ZPRV });
    } catch (err) {
      expect((err as Error).message).not.toContain(BIP84_ZPRV.slice(4));
    }
    expect(() => readServerConfig({ BITCOIN_XPUB: 'nonsense' })).toThrow(
      /BITCOIN_XPUB is not an extended public key/,
    );
    expect(() => readServerConfig({ BITCOIN_RATE_URL: 'ftp://x' })).toThrow(
      /BITCOIN_RATE_URL must be an http/,
    );
    expect(() => readServerConfig({ BITCOIN_ESPLORA_URL: 'mempool' })).toThrow(/BITCOIN_ESPLORA_URL/);
    const ok = readServerConfig({
      BITCOIN_XPUB: BIP84_ZPUB,
      BITCOIN_ESPLORA_URL: 'https://mempool.space/api/',
    });
    expect(ok.bitcoinAccount?.id).toMatch(/^acct-/);
    expect(ok.bitcoinEsploraUrl).toBe('https://mempool.space/api');
    expect(JSON.stringify({ ...ok, bitcoinAccount: ok.bitcoinAccount?.id })).not.toContain(BIP84_ZPUB);
    expect(readServerConfig({}).bitcoinAccount).toBeNull();
  });
});

describe('BTC quotes', () => {
  it('rounds up to the satoshi, exactly', () => {
    // $56.16 at 87,123.45 USD/BTC = 0.000644603… BTC -> 64461 sats (never 64460)
    expect(quoteSats(5616, '87123.45')).toBe(64461);
    // exact division stays exact
    expect(quoteSats(10_000, '100000')).toBe(100_000);
    expect(quoteSats(1, '100000000')).toBe(1);
    expect(quoteSats(5616, '87123.456789')).toBe(Math.ceil((5616 / 100 / 87123.456789) * 1e8));
  });

  it('formats and reads 8 decimals', () => {
    expect(formatBtc(64461)).toBe('0.00064461');
    expect(formatBtc(123_456_789_012)).toBe('1234.56789012');
    expect(btcToSats('0.00064461')).toBe(64461);
    expect(() => btcToSats('0.1')).toThrow();
  });
});

describe('the rate service answer (Coinbase spot-price shape)', () => {
  it('takes the USD amount', () => {
    expect(parseRateBody({ data: { amount: '87123.45', base: 'BTC', currency: 'USD' } })).toBe('87123.45');
    expect(parseRateBody({ data: { amount: '87000.10', currency: 'USD' } })).toBe('87000.1');
    expect(parseRateBody({ data: { amount: 65000, currency: 'USD' } })).toBe('65000');
  });

  it.each([
    ['another currency', { data: { amount: '80000', currency: 'EUR' } }],
    ['another base', { data: { amount: '3000', base: 'ETH', currency: 'USD' } }],
    ['no data', { amount: '87000', currency: 'USD' }],
    ['text', { data: { amount: 'eighty thousand', currency: 'USD' } }],
    ['zero', { data: { amount: '0', currency: 'USD' } }],
    ['negative', { data: { amount: '-87000', currency: 'USD' } }],
    ['implausibly small', { data: { amount: '0.87', currency: 'USD' } }],
    ['implausibly large', { data: { amount: '870000000000', currency: 'USD' } }],
    ['exponent', { data: { amount: '8.7e4', currency: 'USD' } }],
    ['null', null],
    ['a list', [87000]],
  ])('refuses %s', (_what, body) => {
    expect(parseRateBody(body)).toBeNull();
  });
});
