// `npm run mail -- list [--all] | show ID | retry ID | cancel ID`: the operator's view of the staff-mail queue.
// It opens the same store as the shop (DATABASE_URL, or the embedded EMBEDDED_DB_DIR). The embedded store
// serves one process: stop the shop first, or use PostgreSQL to act while it runs.
import { cancelMail, listMail, queueStats, retryMail } from '@/lib/db/mailQueue';
import { MAIL_STATES, type MailState } from '@/lib/db/schema';
import { commandConfig, fail, openCommandStore } from './lib/command';

const USAGE = `usage: npm run mail -- list [--all] | show ID | retry ID | cancel ID
  list     messages not sent (queued, being sent, failed, cancelled); --all includes sent ones
  show ID  one message: its state, attempts, last error, subject and fields
  retry ID queue a failed or cancelled message again, to be sent at once by the running shop
  cancel ID never send a queued or failed message`;

function id(arg: string | undefined): number {
  if (!arg || !/^\d+$/.test(arg)) fail(`A message ID is needed.\n${USAGE}`);
  return Number(arg);
}

async function main(): Promise<void> {
  const [command, arg] = process.argv.slice(2);
  if (!command || !['list', 'show', 'retry', 'cancel'].includes(command)) fail(USAGE);
  const config = commandConfig();
  const handle = await openCommandStore(config);
  const { db } = handle;
  try {
    if (command === 'list') {
      const states: readonly MailState[] =
        arg === '--all' ? MAIL_STATES : MAIL_STATES.filter((s) => s !== 'sent');
      const rows = await listMail(db, states);
      const stats = await queueStats(db);
      console.log(
        `${stats.queued} waiting, ${stats.failed} failed` +
          (stats.oldestUnsentSeconds === null ? '' : `; oldest unsent ${stats.oldestUnsentSeconds} s old`),
      );
      for (const m of rows) {
        const when = m.state === 'queued' ? ` next ${m.nextAttemptAt.toISOString()}` : '';
        console.log(
          `${String(m.id).padStart(6)}  ${m.state.padEnd(9)} ${m.kind.padEnd(12)} ${m.orderNumber ?? '-'}  ` +
            `attempts ${m.attempts}${when}${m.lastError ? `  (${m.lastError})` : ''}`,
        );
      }
    } else if (command === 'show') {
      const row = (await listMail(db, MAIL_STATES)).find((m) => m.id === id(arg));
      if (!row) fail(`No message ${arg}.`);
      console.log(JSON.stringify(row, null, 2));
    } else if (command === 'retry') {
      if (!(await retryMail(db, id(arg))))
        fail(`Message ${arg} is not failed or cancelled: nothing to retry.`);
      console.log(`Message ${arg} is queued again; the running shop sends it within seconds.`);
    } else {
      if (!(await cancelMail(db, id(arg))))
        fail(`Message ${arg} is not queued or failed: nothing to cancel.`);
      console.log(`Message ${arg} is cancelled.`);
    }
  } finally {
    await handle.close();
  }
}

void main();
