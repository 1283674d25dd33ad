// The payment watcher of each server process: every WATCH_POLL_MS it checks the watched bitcoin orders whose
// window is open or closed recently, least recently checked first, so a payment is seen (and staff are mailed)
// even when the shopper has closed the page. Several instances share the work through the database.
import type { ServerConfig } from '@/lib/config/server';
import type { DbHandle } from '@/lib/db/client';
import { describeStoreError } from '@/lib/db/errors';
import { paymentsToWatch } from '@/lib/db/bitcoin';
import { refreshPayment, WATCH_GRACE_MS } from '@/lib/relay/bitcoin/payments';

export const WATCH_POLL_MS = 15_000;
const BATCH = 10;

export class PaymentWatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: () => Promise<DbHandle>,
    private readonly config: ServerConfig,
    private readonly onMail: () => void,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), WATCH_POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One round; a round still running is not started twice. Resolves when it is done (tests await it). */
  tick(): Promise<void> {
    this.running ??= this.round().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async round(): Promise<void> {
    try {
      const { db } = await this.store();
      const due = await paymentsToWatch(db, WATCH_GRACE_MS, BATCH);
      let queued = 0;
      for (const payment of due) queued += await refreshPayment(db, this.config, payment);
      if (queued > 0) this.onMail();
    } catch (err) {
      console.warn(`[bitcoin] payment watch paused: ${describeStoreError(err)}`);
    }
  }
}
