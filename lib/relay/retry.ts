// The transport interface and how a failed delivery is classed: the delivery worker retries what the service cannot
// have received as long as MAIL_RETRY_HOURS allows, and what it may have received only MAIL_UNSURE_RETRIES times
// (each such retry may mail staff a second copy).
import type { TransportName } from '@/lib/config/server';
import type { Mail } from '@/lib/mail/types';

export interface Transport {
  readonly name: TransportName;
  /** One attempt: resolves when the service accepted the message, throws MailDeliveryError otherwise. */
  send(mail: Mail): Promise<void>;
}

/**
 * - `safe`: the service did not take the message (connection refused, DNS, 429/503, SMTP 4xx): send again later.
 * - `unknown`: it may have (timeout or 5xx after the body was sent): resent a bounded number of times.
 * - `never`: refused for good (bad key, 4xx, SMTP 5xx): resending would fail the same way.
 */
export type RetryClass = 'safe' | 'unknown' | 'never';

/** A failed delivery. The message holds no customer data: it is logged as is. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly retry: RetryClass,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** Network failures in which no byte of the request can have reached the service. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The code of a fetch/undici or socket error, looking through `cause`. */
export function networkErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function wasNotSent(err: unknown): boolean {
  const code = networkErrorCode(err);
  return code !== undefined && NOT_SENT_CODES.has(code);
}
