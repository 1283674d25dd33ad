// A restore never hands out a bitcoin address twice (issue 27.6). An older backup rewinds bitcoin_accounts'
// next index behind addresses already given to orders; the store alone cannot know them, the chain can. At
// start, with BITCOIN_ESPLORA_URL, the addresses from the stored next index on are looked up as a wallet does,
// until GAP_LIMIT in a row have never been used, and the index moves past the last one used.
import type { ServerConfig } from '@/lib/config/server';
import type { Database } from '@/lib/db/client';
import { nextAddressIndex, raiseAddressIndex } from '@/lib/db/bitcoin';
import { addressUsed } from '@/lib/relay/bitcoin/esplora';
import { MAX_ADDRESS_INDEX, receiveAddress, type AccountKey } from '@/lib/relay/bitcoin/xpub';

/** Unused addresses in a row after which no later one is looked for: the default of Electrum and Sparrow. */
export const GAP_LIMIT = 20;
// a few lookups at a time: public Esplora services rate-limit bursts
const PARALLEL = 5;
/** Lookups per start at most: an API that calls every address used must not hold the start for ever. */
export const MAX_LOOKUPS = 1_000;

export interface IndexCatchUp {
  /** the next index stored before the scan */
  from: number;
  /** the next index in force after it */
  next: number;
  /** how many addresses were looked up */
  checked: number;
  /** false when MAX_LOOKUPS ran out before GAP_LIMIT unused addresses in a row were seen */
  complete: boolean;
}

/**
 * Looks up the account's addresses from its stored next index until GAP_LIMIT in a row are unused, and raises the
 * index past the last used one. Throws EsploraError at the first lookup that fails (the index is left as it was).
 */
export async function skipUsedAddresses(
  db: Database,
  account: AccountKey,
  esploraUrl: string,
  gapLimit = GAP_LIMIT,
): Promise<IndexCatchUp> {
  const from = await nextAddressIndex(db, account.id);
  let next = from;
  let probe = from;
  const last = Math.min(from + MAX_LOOKUPS, MAX_ADDRESS_INDEX + 1);
  while (probe < next + gapLimit && probe < last) {
    const end = Math.min(probe + PARALLEL, next + gapLimit, last);
    const indexes = Array.from({ length: end - probe }, (_, k) => probe + k);
    const used = await Promise.all(indexes.map((i) => addressUsed(esploraUrl, receiveAddress(account, i))));
    indexes.forEach((i, k) => {
      if (used[k]) next = Math.max(next, i + 1);
    });
    probe = end;
  }
  if (next > from) next = await raiseAddressIndex(db, account.id, next);
  return { from, next, checked: probe - from, complete: probe >= next + gapLimit };
}

/**
 * The start-up step, with BITCOIN_XPUB: raises the next index to BITCOIN_INDEX_FLOOR when set, then past every
 * address the chain shows used (with BITCOIN_ESPLORA_URL). Logs what it did; never stops the start (a failed
 * lookup is a loud warning). Answers the next index in force, or null when unknown.
 */
export async function catchUpAddressIndex(
  db: Database,
  config: Pick<ServerConfig, 'bitcoinAccount' | 'bitcoinEsploraUrl' | 'bitcoinIndexFloor'>,
): Promise<number | null> {
  const account = config.bitcoinAccount;
  if (!account) return null;
  if (config.bitcoinIndexFloor > 0) {
    const next = await raiseAddressIndex(db, account.id, config.bitcoinIndexFloor);
    console.info(
      `[bitcoin] BITCOIN_INDEX_FLOOR=${config.bitcoinIndexFloor}: the next order gets index ${next} or above`,
    );
  }
  if (!config.bitcoinEsploraUrl) return nextAddressIndex(db, account.id);
  try {
    const r = await skipUsedAddresses(db, account, config.bitcoinEsploraUrl);
    console.info(
      r.next > r.from
        ? `[bitcoin] addresses up to index ${r.next - 1} have been used on the chain, the store said ${r.from} ` +
            `(restored from an older backup?): the next order gets index ${r.next}`
        : `[bitcoin] next address index ${r.next}: none of the ${r.checked} from it on has been used`,
    );
    if (!r.complete)
      console.warn(
        `[bitcoin] WARNING: the blockchain API shows addresses used up to index ${r.next - 1} and the lookups ` +
          `stopped after ${r.checked}: check BITCOIN_ESPLORA_URL, or set BITCOIN_INDEX_FLOOR past the last index used`,
      );
    return r.next;
  } catch (err) {
    console.warn(
      `[bitcoin] WARNING: could not check which addresses are used (${err instanceof Error ? err.message : 'failed'}); ` +
        'after restoring a backup, set BITCOIN_INDEX_FLOOR past the last index your wallet shows ' +
        '(README, "Backups and restore")',
    );
    return null;
  }
}
