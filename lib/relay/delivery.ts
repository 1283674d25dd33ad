// The delivery worker: sends queued staff mail at once after each commit, polls for due retries, and takes over
// messages whose claim a killed process left behind. Each message is claimed by one worker at a time. Staff mail is
// at least once (DESIGN 20): an attempt that may have reached the service is sent again a bounded number of times.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { withOwnConnection, type DbHandle } from '@/lib/db/client';
import { describeStoreError } from '@/lib/db/errors';
import { ageOfMs, claimDueMail, settleMail, type QueuedMail } from '@/lib/db/mailQueue';
import { MailDeliveryError, type Transport } from '@/lib/relay/retry';

export interface WorkerSettings {
  /** first retry delay; doubles per attempt up to an hour */
  retryBaseMs: number;
  /** a message failing this long (and at least 24 h by default) is marked failed */
  retryForMs: number;
  /** how often an attempt that may have reached the service (timeout, 5xx) is followed by another, within retryForMs */
  unsureRetries: number;
  /** how long a claim holds before another worker may take the message over */
  leaseMs: number;
  /** how often due retries are looked for */
  pollMs: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** the most messages one worker claims at once (the nginx drill bounds its resent mail by it) */
export const DELIVERY_BATCH = 20;

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

function describe(mail: QueuedMail): string {
  const m = mail.message;
  const ref = [m.fields.order_number, m.fields.report_reference].filter(Boolean).join(' ') || '-';
  return `${mail.kind} ${ref} (message ${mail.id})`;
}

/**
 * A claimed batch by order, each in queue order: orders are sent side by side, and one order's messages in the turn
 * staff should read them (DESIGN 22), however long each takes to render. A message of no order goes on its own.
 */
export function conversations(batch: readonly QueuedMail[]): QueuedMail[][] {
  const byOrder = new Map<string, QueuedMail[]>();
  const alone: QueuedMail[][] = [];
  for (const mail of [...batch].sort((a, b) => a.id - b.id)) {
    if (mail.orderNumber === null) alone.push([mail]);
    else byOrder.set(mail.orderNumber, [...(byOrder.get(mail.orderNumber) ?? []), mail]);
  }
  return [...byOrder.values(), ...alone];
}

export class MailWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly store: () => Promise<DbHandle>,
    private readonly transport: Transport,
    private readonly settings: WorkerSettings,
  ) {}

  /** Looks for due mail now (coalesced: a kick during a run makes one more run). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Polls for due retries until stop(); the timer never keeps the process alive. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.settings.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
  }

  /** Resolves when no run is in progress (tests and shutdown wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      // a connection of its own for the run: a message is recorded sent right after its delivery, never behind
      // the shop's requests waiting for a pooled one, so an instance killed mid-run leaves as few messages
      // delivered but not yet recorded (sent again by another instance once their lease ends) as it can
      await withOwnConnection(await this.store(), async (db) => {
        for (;;) {
          const batch = await claimDueMail(db, this.id, this.settings.leaseMs, DELIVERY_BATCH);
          if (batch.length === 0) return;
          await Promise.all(conversations(batch).map((c) => this.deliverInTurn(db, c)));
          if (batch.length < DELIVERY_BATCH) return;
        }
      });
    } catch (err) {
      // the store is down: the poll comes back; the request path reports store faults itself
      console.warn(`[mail] delivery paused: ${describeStoreError(err)}`);
    }
  }

  /** One order's messages one after the other, in the order they were queued (an order's mail is a thread). */
  private async deliverInTurn(db: DbHandle['db'], mails: QueuedMail[]): Promise<void> {
    for (const mail of mails) await this.deliver(db, mail);
  }

  private async deliver(db: DbHandle['db'], mail: QueuedMail): Promise<void> {
    const what = describe(mail);
    try {
      await this.transport.send(mail.message);
      await settleMail(db, mail.id, this.id, { state: 'sent' });
      console.info(`[mail] ${what} via ${this.transport.name}: delivered (attempt ${mail.attempts})`);
      return;
    } catch (err) {
      const failure =
        err instanceof MailDeliveryError ? err : new MailDeliveryError('unexpected transport error', 'never');
      const reason = failure.message;
      const tooOld = (await ageOfMs(db, mail.id)) >= this.settings.retryForMs;
      const unsure = failure.retry === 'unknown';
      // staff tell a second copy by its order number; a lost order mail they cannot tell at all
      const resend = unsure ? mail.unsureFailures < this.settings.unsureRetries : failure.retry === 'safe';
      if (resend && !tooOld) {
        const retryInMs = retryDelayMs(mail.attempts, this.settings.retryBaseMs);
        const error = unsure
          ? `${reason}; may have arrived, sent again (${mail.unsureFailures + 1} of ${this.settings.unsureRetries})`
          : reason;
        await settleMail(db, mail.id, this.id, { state: 'queued', retryInMs, error, unsure });
        console.warn(
          `[mail] ${what} via ${this.transport.name}: not delivered (${error}); retry in ${Math.round(retryInMs / 1000)} s`,
        );
        return;
      }
      const why = tooOld
        ? `${reason}; still failing after ${mail.attempts} attempts`
        : unsure
          ? `${reason}: the service may have received it; not sent again after ${mail.unsureFailures} such retries`
          : reason;
      await settleMail(db, mail.id, this.id, { state: 'failed', error: why, unsure });
      // loud, once: the message leaves the queue here and is not logged again
      console.error(
        `[mail] FAILED ${what} via ${this.transport.name}: ${why}. ` +
          `It is shown on the staff desk with "Resend"; or \`npm run mail -- retry ${mail.id}\`.`,
      );
    }
  }
}
