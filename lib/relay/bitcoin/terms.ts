// What a new bitcoin order pays and where: its own address (BITCOIN_XPUB) or the shop's one, and the amount in
// BTC at the current rate (BITCOIN_RATE_URL) held for the payment window. Without a rate the order stays in USD.
import { siteConfig } from '@/lib/config/public';
import type { ServerConfig } from '@/lib/config/server';
import type { BitcoinPayTo } from '@/lib/order/contract';
import { formatBtc, quoteSats } from '@/lib/relay/bitcoin/amounts';
import { RateUnavailableError, type Rate } from '@/lib/relay/bitcoin/rate';
import { receiveAddress } from '@/lib/relay/bitcoin/xpub';

export interface BitcoinTerms {
  /** the account key's hash when the order gets its own address (an index is allocated in its transaction) */
  account: string | null;
  amountSats: number | null;
  /** why there is no BTC amount, for staff ('rate service answered HTTP 503'); null when quoted or not set up */
  rateProblem: string | null;
  /** the order's payment terms, given the allocated index (null without an account key) */
  payTo(addressIndex: number | null): BitcoinPayTo;
}

export async function bitcoinTerms(
  config: ServerConfig,
  rate: (() => Promise<Rate>) | null,
  totalCents: number,
): Promise<BitcoinTerms> {
  let quote: { sats: number; rate: Rate } | null = null;
  let rateProblem: string | null = null;
  if (rate) {
    try {
      const r = await rate();
      quote = { sats: quoteSats(totalCents, r.usd), rate: r };
    } catch (err) {
      rateProblem = err instanceof RateUnavailableError ? err.message : 'rate service failed';
      console.warn(`[bitcoin] no BTC quote: ${rateProblem}; the order is in USD only`);
    }
  }
  const account = config.bitcoinAccount;
  return {
    account: account?.id ?? null,
    amountSats: quote?.sats ?? null,
    rateProblem,
    payTo(addressIndex) {
      const own = account !== null && addressIndex !== null;
      return {
        address: own ? receiveAddress(account, addressIndex) : siteConfig.bitcoinAddress,
        source: own ? 'xpub' : siteConfig.bitcoinAddressIsDemo ? 'demo' : 'configured',
        amountBtc: quote ? formatBtc(quote.sats) : null,
        rateUsd: quote?.rate.usd ?? null,
        rateAt: quote?.rate.at ?? null,
        // one shared address cannot tell orders apart: only an order's own address is watched
        watched: own && config.bitcoinEsploraUrl !== '',
      };
    },
  };
}
