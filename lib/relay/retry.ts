// The transport interface and the bounded retry every transport call goes through.
import type { TransportName } from '@/lib/config';
import type { Mail } from '@/lib/relay/messages';

export interface Transport {
  readonly name: TransportName;
  send(mail: Mail): Promise<void>;
}

/** A failed delivery. The message holds no customer data: it is logged as is. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

export interface TransportOptions {
  /** waits between attempts; its length + 1 is the number of attempts (default 200 ms, 400 ms: 3 tries) */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [200, 400];

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds, fails for good, or the retries run out. */
export async function withRetry(attempt: () => Promise<void>, options: TransportOptions): Promise<void> {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;
  for (let i = 0; ; i += 1) {
    try {
      await attempt();
      return;
    } catch (err) {
      const failure =
        err instanceof MailDeliveryError ? err : new MailDeliveryError('unexpected transport error', false);
      const delay = delays[i];
      if (!failure.retryable || delay === undefined) throw failure;
      await sleep(delay);
    }
  }
}
