// The hand-written checks both halves of the config validate env with (Yup is not small, and the public half is
// in every page's bundle).
export type Problems = string[];

export function text(problems: Problems, name: string, value: string, min: number, max: number): string {
  const v = value.trim();
  if (v.length < min || v.length > max) problems.push(`${name} must be ${min} to ${max} characters`);
  return v;
}

export function matching(problems: Problems, name: string, value: string, re: RegExp, what: string): string {
  const v = value.trim();
  if (!re.test(v)) problems.push(`${name} must be ${what}`);
  return v;
}

export function integer(problems: Problems, name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || n < min || n > max)
    problems.push(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

// new URL() accepts hosts without a dot (localhost), which operators use on loopback.
export function httpUrl(problems: Problems, name: string, value: string): string {
  const v = value.trim();
  try {
    if (['http:', 'https:'].includes(new URL(v).protocol)) return v;
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http(s) URL`);
  return v;
}

/**
 * An origin as browsers send it: scheme://host[:port], nothing before or after (no padding, path or slash).
 * Returns its canonical form (host lowercased, default port dropped), or undefined.
 */
export function canonicalOrigin(value: string): string | undefined {
  if (!/^https?:\/\/[^\s/?#@\\]+$/i.test(value)) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** An IANA time zone name this runtime knows ('America/Los_Angeles', 'UTC'). */
export function timeZone(problems: Problems, name: string, value: string): string {
  const v = value.trim();
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: v });
  } catch {
    problems.push(`${name} must be an IANA time zone such as America/Los_Angeles`);
  }
  return v;
}

/** Names every bad setting in one message an operator can act on. */
export function check<T>(problems: Problems, what: string, value: T): T {
  if (problems.length > 0) throw new Error(`Invalid ${what}: ${problems.join('; ')}`);
  return value;
}

export const PHONE = /^[+()\d][\d\s().+-]{6,24}$/;
export const BITCOIN_ADDRESS = /^(bc1|[13]|tb1)[a-zA-HJ-NP-Z0-9]{20,90}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
