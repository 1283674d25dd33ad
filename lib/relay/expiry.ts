// The expiry sweeper of each server process (issue 35.6): every EXPIRY_POLL_MS it moves the orders whose payment
// window closed unpaid to 'expired' (lib/staff/expiry.ts). It runs whatever is configured (the bitcoin watcher needs
// BITCOIN_ESPLORA_URL, this does not); several instances sweep the same store, and each order moves once.
import type { DbHandle } from '@/lib/db/client';
import { describeStoreError } from '@/lib/db/errors';
import { expireOrders, type ExpiredOrder } from '@/lib/staff/expiry';
import { erasePatientRecords } from '@/lib/db/patients';

export const EXPIRY_POLL_MS = 30_000;

export class ExpirySweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<ExpiredOrder[]> | undefined;

  // units given back reach shoppers through the availability cache's 5 s, as another instance's changes do
  constructor(private readonly store: () => Promise<DbHandle>) {}

  /** Sweeps now and every EXPIRY_POLL_MS until stop(); the timer never keeps the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), EXPIRY_POLL_MS);
    this.timer.unref();
    void this.tick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One sweep; a sweep still running is not started twice. Resolves with what it moved (tests await it). */
  tick(): Promise<ExpiredOrder[]> {
    this.running ??= this.sweep().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sweep(): Promise<ExpiredOrder[]> {
    try {
      const { db } = await this.store();
      const expired = await expireOrders(db);
      // recommendations past their retention are erased by the same sweep (issue 26.4); no patient data in the log
      const erased = await erasePatientRecords(db);
      if (erased.length > 0)
        console.info(`[patient] ${erased.length} recommendation(s) erased after retention`);
      if (expired.length > 0) {
        console.info(
          `[orders] payment window closed unpaid: ${expired.map((o) => o.number).join(', ')} expired`,
        );
      }
      return expired;
    } catch (err) {
      console.warn(`[orders] expiry sweep paused: ${describeStoreError(err)}`);
      return [];
    }
  }
}
