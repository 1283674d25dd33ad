// `npm run staff -- add NAME | disable NAME | password NAME | list`: staff accounts of the desk (/staff).
// `add` and `password` ask for the password twice without echoing it; when standard input is not a terminal
// (automation, tests) they read it from the first line of standard input instead. The embedded store serves one
// process: stop the shop first, or use PostgreSQL (DATABASE_URL) to act while it runs.
import { createInterface } from 'node:readline';
import {
  createAccount,
  disableAccount,
  listAccounts,
  normaliseName,
  resetPassword,
  STAFF_NAME,
} from '@/lib/staff/accounts';
import { hashPassword, passwordProblem } from '@/lib/staff/password';
import { commandConfig, fail, openCommandStore } from './lib/command';

const USAGE = `usage: npm run staff -- add NAME | disable NAME | password NAME | list
  add NAME       create an account (asks for its password twice; reads one line of stdin when not a terminal)
  disable NAME   stop an account signing in; its open sessions end at once
  password NAME  set a new password (and enable the account again); ends its open sessions
  list           every account, with when it was created and whether it is disabled`;

/** Reads a line from a terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const { stdin, stdout } = process;
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdout.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function firstLineOfStdin(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = await firstLineOfStdin();
    const problem = passwordProblem(password);
    if (problem) fail(`The password on standard input was refused: ${problem}.`);
    return password;
  }
  for (;;) {
    const password = await askHidden('Password: ');
    const problem = passwordProblem(password);
    if (problem) {
      console.error(`Refused: ${problem}.`);
      continue;
    }
    if ((await askHidden('Again: ')) !== password) {
      console.error('The two did not match; again.');
      continue;
    }
    return password;
  }
}

async function main(): Promise<void> {
  const [command, rawName] = process.argv.slice(2);
  if (!command || !['add', 'disable', 'password', 'list'].includes(command)) fail(USAGE);
  const name = normaliseName(rawName ?? '');
  if (command !== 'list' && !STAFF_NAME.test(name)) {
    fail(`A name of 2 to 32 letters, digits, dots, dashes or underscores is needed.\n${USAGE}`);
  }
  const config = commandConfig();
  // ask first: the embedded store's lock is held only while the command works
  const hash = command === 'add' || command === 'password' ? await hashPassword(await newPassword()) : '';
  const handle = await openCommandStore(config);
  const { db } = handle;
  try {
    if (command === 'add') {
      if (!(await createAccount(db, name, hash))) fail(`An account named ${name} exists already.`);
      console.log(`Account ${name} created: sign in at /staff/login.`);
    } else if (command === 'password') {
      const ended = await resetPassword(db, name, hash);
      if (ended === null) fail(`No account named ${name}.`);
      console.log(
        `Account ${name} has a new password and can sign in; ${ended} open session(s) ended (every device signs in again).`,
      );
    } else if (command === 'disable') {
      if (!(await disableAccount(db, name))) fail(`No enabled account named ${name}.`);
      console.log(`Account ${name} is disabled; its sessions have ended.`);
    } else {
      const accounts = await listAccounts(db);
      if (accounts.length === 0) console.log('No accounts yet: npm run staff -- add NAME');
      for (const a of accounts) {
        console.log(
          `${a.name.padEnd(32)} created ${a.createdAt.toISOString()}` +
            (a.disabledAt ? `  DISABLED ${a.disabledAt.toISOString()}` : ''),
        );
      }
    }
  } finally {
    await handle.close();
  }
}

void main();
