// Bitcoin amounts in integer satoshis and exact decimal strings: no floating point touches money.
export const SATS_PER_BTC = 100_000_000n;

/** '87123.455' -> { digits: 87123455n, scale: 3 }; null for anything but a plain positive decimal. */
export function parseDecimal(text: string): { digits: bigint; scale: number } | null {
  const m = /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(text.trim());
  if (!m) return null;
  const fraction = m[2] ?? '';
  const digits = BigInt(`${m[1]}${fraction}`);
  return digits > 0n ? { digits, scale: fraction.length } : null;
}

/**
 * The BTC price of `cents` US cents at `rateUsd` dollars per BTC, in satoshis, rounded UP: the shop is never paid
 * less than the total. Exact: sats = ceil(cents * 10^6 * 10^scale / rateDigits).
 */
export function quoteSats(cents: number, rateUsd: string): number {
  const rate = parseDecimal(rateUsd);
  if (!rate || !Number.isInteger(cents) || cents <= 0)
    throw new Error('cannot quote without a positive rate');
  const numerator = BigInt(cents) * (SATS_PER_BTC / 100n) * 10n ** BigInt(rate.scale);
  const sats = (numerator + rate.digits - 1n) / rate.digits;
  return Number(sats);
}

/** 64523 -> '0.00064523' (8 decimals, as BIP21 and wallets take it). */
export function formatBtc(sats: number): string {
  const s = BigInt(Math.trunc(sats));
  const whole = s / SATS_PER_BTC;
  const fraction = (s % SATS_PER_BTC).toString().padStart(8, '0');
  return `${whole}.${fraction}`;
}

/** '0.00064523' -> 64523; the inverse of formatBtc. */
export function btcToSats(text: string): number {
  const m = /^(\d{1,8})\.(\d{8})$/.exec(text);
  if (!m) throw new Error(`not a BTC amount with 8 decimals: ${text}`);
  return Number(BigInt(m[1]!) * SATS_PER_BTC + BigInt(m[2]!));
}
