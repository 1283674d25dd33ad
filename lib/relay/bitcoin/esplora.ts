// What an Esplora REST API (mempool.space, blockstream.info, or self-hosted) shows paying one address:
// GET /address/:address/txs (mempool and recent confirmed) and, when any is confirmed, GET /blocks/tip/height.
import type { ChainTransaction } from '@/lib/db/bitcoin';

export const ESPLORA_TIMEOUT_MS = 5_000;

export class EsploraError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EsploraError';
  }
}

const TXID = /^[0-9a-f]{64}$/;

async function get(url: string, timeoutMs: number): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  } catch (err) {
    const why =
      (err as { name?: string })?.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'unreachable';
    throw new EsploraError(`blockchain API ${why}`);
  }
  if (!res.ok) throw new EsploraError(`blockchain API answered HTTP ${res.status}`);
  return res;
}

interface EsploraTx {
  txid: string;
  vout: { scriptpubkey_address?: string; value: number }[];
  status: { confirmed: boolean; block_height?: number };
}

function isEsploraTx(v: unknown): v is EsploraTx {
  const t = v as EsploraTx;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.txid === 'string' &&
    TXID.test(t.txid) &&
    Array.isArray(t.vout) &&
    t.vout.every(
      (o) => typeof o === 'object' && o !== null && Number.isSafeInteger(o.value) && o.value >= 0,
    ) &&
    typeof t.status === 'object' &&
    t.status !== null &&
    typeof t.status.confirmed === 'boolean' &&
    (!t.status.confirmed || Number.isSafeInteger(t.status.block_height))
  );
}

/** The transactions paying `address` (outputs to it summed per transaction), with their confirmations. */
export async function paymentsTo(
  baseUrl: string,
  address: string,
  timeoutMs = ESPLORA_TIMEOUT_MS,
): Promise<ChainTransaction[]> {
  const res = await get(`${baseUrl}/address/${encodeURIComponent(address)}/txs`, timeoutMs);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new EsploraError('blockchain API answered something that is not JSON');
  }
  if (!Array.isArray(body) || !body.every(isEsploraTx))
    throw new EsploraError('blockchain API answered an unexpected shape');
  const paying = body
    .map((t) => ({
      txid: t.txid,
      sats: t.vout.filter((o) => o.scriptpubkey_address === address).reduce((sum, o) => sum + o.value, 0),
      height: t.status.confirmed ? (t.status.block_height ?? null) : null,
    }))
    .filter((t) => t.sats > 0);
  let tip = 0;
  if (paying.some((t) => t.height !== null)) {
    const text = (await (await get(`${baseUrl}/blocks/tip/height`, timeoutMs)).text()).trim();
    tip = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(tip)) throw new EsploraError('blockchain API answered no block height');
  }
  return paying.map((t) => ({
    txid: t.txid,
    sats: t.sats,
    confirmations: t.height === null ? 0 : Math.max(1, tip - t.height + 1),
  }));
}

/** Whether `address` has any transaction (paying it or spending from it), in the mempool or on the chain. */
export async function addressUsed(
  baseUrl: string,
  address: string,
  timeoutMs = ESPLORA_TIMEOUT_MS,
): Promise<boolean> {
  const res = await get(`${baseUrl}/address/${encodeURIComponent(address)}/txs`, timeoutMs);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new EsploraError('blockchain API answered something that is not JSON');
  }
  if (!Array.isArray(body)) throw new EsploraError('blockchain API answered an unexpected shape');
  return body.length > 0;
}
