// `npm run drill`'s operator phase (issues 27.5, 27.6), at full size: two instances behind nginx with one killed
// mid-load (scripts/lib/proxyDrill.mjs) and the README's backup lines restored on both stores
// (scripts/lib/backupDrill.mjs). Prints what it found and answers the failed checks; the browser suite runs the same
// scenarios in short form (scripts/operations.mjs, __tests__/e2e/operations.spec.ts).
import { backupScenario } from './backupDrill.mjs';
import { tryTools } from './debian.mjs';
import { freshDatabase } from './opsStore.mjs';
import { CLAIMED_AT_ONCE, proxyScenario } from './proxyDrill.mjs';
import { removeDir, renderTable } from './server.mjs';

const SIZE = { shoppers: 40, perShopper: 10, killAfter: 150 };

/** The proxy scenario's checks, each as [what, found, ok]. */
export function proxyChecks(p, keys) {
  const l = p.load;
  return [
    ['HTTP redirected to HTTPS (301)', String(p.httpRedirected), p.httpRedirected],
    ['another name refused at the TLS handshake', String(p.unknownNameRefused), p.unknownNameRefused],
    ['20 KB body refused by nginx', String(p.oversizedStatus), p.oversizedStatus === 413],
    [
      "a shopper's health check through nginx: no details",
      JSON.stringify(p.healthViaProxy),
      JSON.stringify(p.healthViaProxy) === '{"ok":true}',
    ],
    [
      'orders (keys / answered / stored / order mails)',
      `${keys} / ${l.answeredKeys} / ${l.stored} / ${l.orderMails}`,
      l.answeredKeys === keys && l.stored === keys && l.orderMails === keys,
    ],
    ['lost / duplicated', `${l.lost} / ${l.duplicated}`, l.lost === 0 && l.duplicated === 0],
    [
      `order mails the killed instance sent and another sent again (at least once, at most ${CLAIMED_AT_ONCE})`,
      String(l.resentAfterKill),
      l.resentAfterKill <= CLAIMED_AT_ONCE,
    ],
    [
      '5xx or failed requests: while A was down / otherwise',
      `${l.failedWhileDown} / ${l.fiveXxOutsideDown} (A down ${l.downSeconds} s)`,
      l.fiveXxOutsideDown === 0 && l.unexpected.length === 0,
    ],
    [
      'survivor health during the load',
      JSON.stringify(l.survivorHealth),
      Object.keys(l.survivorHealth).join() === '200',
    ],
    ['payment screen on A, B and through nginx', String(p.paymentScreenCrossing), p.paymentScreenCrossing],
    [
      'notices (3 orders, each twice): answers, mails',
      `${p.notices.statuses.join(' ')}; ${p.notices.mails}`,
      p.notices.statuses.every((s) => s === 202) && p.notices.mails === 3,
    ],
    [
      'desk session made through nginx, on A / B / with none',
      `${p.deskOnEachInstance.join(' / ')} / ${p.deskWithoutSession}`,
      p.deskSignIn === 200 && p.deskOnEachInstance.every(Boolean) && !p.deskWithoutSession,
    ],
  ];
}

/** A backup step's checks, each as [what, found, ok]. */
export function backupChecks(b) {
  return [
    [`${b.kind}: backup ran`, b.backup, true],
    [`${b.kind}: restore ran`, b.restore, true],
    [
      `${b.kind}: orders and history read back on the desk as backed up`,
      `${b.orders} orders, ${b.events} events`,
      b.readBackSame && b.orders > 0 && b.events > 0,
    ],
    [
      `${b.kind}: queued mail read back queued (backed up / restored)`,
      `${b.queuedAtBackup} / ${b.queuedReadBack}`,
      b.queuedAtBackup > 0 && b.queuedReadBack === b.queuedAtBackup,
    ],
    [
      `${b.kind}: next bitcoin address never handed out (scan moved the index past the paid one)`,
      `${b.addressesBefore} handed out before`,
      b.nextAddressNew && b.indexScanLine,
    ],
  ];
}

/** Runs the phase on the drill's cluster; answers { text, md, failures }. */
export async function operationsPhase({ distDir, workDir, adminUrl }) {
  const rows = [];
  const missing = tryTools(['nginx', 'openssl']);
  if (missing) {
    console.log(`SKIPPED two instances behind nginx: ${missing}`);
    rows.push(['two instances behind nginx', `skipped: ${missing}`, true]);
  } else {
    console.log(
      `Two instances behind nginx: ${SIZE.shoppers} shoppers × ${SIZE.perShopper} orders, A killed…`,
    );
    const pgUrl = await freshDatabase(adminUrl, 'proxy');
    const { result, workDir: proxyDir } = await proxyScenario({ distDir, pgUrl, ...SIZE });
    rows.push(...proxyChecks(result, SIZE.shoppers * SIZE.perShopper));
    removeDir(proxyDir);
  }
  console.log("Backups: the README's lines on PostgreSQL and the embedded store…");
  for (const b of await backupScenario({ distDir, workDir, adminUrl })) rows.push(...backupChecks(b));
  const table = renderTable(
    ['Operator check', 'Found', 'OK'],
    rows.map(([what, found, ok]) => [what, found, ok ? 'OK' : 'FAILED']),
    'lll',
  );
  return { ...table, failures: rows.filter(([, , ok]) => !ok).map(([what, found]) => `${what}: ${found}`) };
}
