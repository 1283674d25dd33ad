// msw handlers for the bitcoin services the relay calls: a Coinbase-shaped spot-price endpoint and an Esplora
// REST API. Tests set what they answer with the helpers below (server.use) and read how often they were asked.
import { HttpResponse, delay, http } from 'msw';

export const RATE_URL = 'https://rate.bitcoin.test/v2/prices/BTC-USD/spot';
export const ESPLORA_URL = 'https://esplora.bitcoin.test/api';

/** BIP84's test account (mnemonic "abandon … about"): index 0 and 1 of its receive chain. */
export const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
export const BIP84_ADDRESSES = [
  'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
] as const;

export const calls = { rate: 0, esplora: 0 };

export function resetBitcoinCalls(): void {
  calls.rate = 0;
  calls.esplora = 0;
}

/** The rate endpoint answers `body` (a Coinbase spot price by default) with `status`. */
export function rateAnswers(
  body: unknown = { data: { amount: '87123.45', base: 'BTC', currency: 'USD' } },
  status = 200,
) {
  return http.get(RATE_URL, () => {
    calls.rate += 1;
    return HttpResponse.json(body as Record<string, unknown>, { status });
  });
}

export function rateTimesOut() {
  return http.get(RATE_URL, async () => {
    calls.rate += 1;
    await delay('infinite');
    return HttpResponse.json({});
  });
}

export interface FakeTx {
  txid: string;
  /** outputs: address -> satoshis */
  pays: Record<string, number>;
  /** block height when confirmed */
  height?: number;
}

/** An Esplora API whose chain holds `txs` (changeable between requests) at tip height `tip.height`. */
export function esploraWith(txs: FakeTx[], tip = { height: 900_000 }) {
  return [
    http.get(`${ESPLORA_URL}/address/:address/txs`, ({ params }) => {
      calls.esplora += 1;
      const address = String(params.address);
      const body = txs
        .filter((t) => address in t.pays)
        .map((t) => ({
          txid: t.txid,
          version: 2,
          vin: [],
          vout: Object.entries(t.pays).map(([a, value]) => ({
            scriptpubkey: '0014…',
            scriptpubkey_type: 'v0_p2wpkh',
            scriptpubkey_address: a,
            value,
          })),
          status:
            t.height === undefined
              ? { confirmed: false }
              : { confirmed: true, block_height: t.height, block_hash: '00'.repeat(32), block_time: 1 },
        }));
      return HttpResponse.json(body);
    }),
    http.get(`${ESPLORA_URL}/blocks/tip/height`, () => HttpResponse.text(String(tip.height))),
  ];
}

export function esploraAnswers(status: number, body: unknown = { error: 'down' }) {
  return http.get(`${ESPLORA_URL}/address/:address/txs`, () => {
    calls.esplora += 1;
    return HttpResponse.json(body as Record<string, unknown>, { status });
  });
}
