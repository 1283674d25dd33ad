// The server CPU one public read costs (issue 45.7): `GET /api/slots` against `GET /robots.txt` (a prerendered file
// Next answers, about the least a request can cost it) on the same production server in the same run. Each is asked
// READ_COST_PER_ROUND times in a row on one keep-alive connection, in READ_COST_ROUNDS rounds taken in turn, and the
// server's CPU time (/proc, startServer's cpu()) over each round is divided by its requests. The server needs
// READ_RATE_LIMIT above the count, or the 429s are what is measured.
import http from 'node:http';
import { request } from './server.mjs';

export const READ_COST_ROUNDS = 5;
export const READ_COST_PER_ROUND = 200;
const WARM_UP = 50;
const SLOTS = '/api/slots';
const ROBOTS = '/robots.txt';

/** `n` sequential GETs of `path`; the server CPU they cost, in ms (main thread, all threads). */
async function burst(server, path, n, agent) {
  const before = server.cpu();
  for (let i = 0; i < n; i += 1) {
    const res = await request({ port: server.port, method: 'GET', path, agent });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status ?? res.error}`);
  }
  const after = server.cpu();
  return { mainMs: after.mainMs - before.mainMs, totalMs: after.totalMs - before.totalMs };
}

/** CPU per request of each path, and slots ÷ robots over all threads. */
export async function readCost(server, { rounds = READ_COST_ROUNDS, perRound = READ_COST_PER_ROUND } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // the routes' modules loaded and the slots answer cached once before anything is counted
    for (const path of [SLOTS, ROBOTS]) await burst(server, path, WARM_UP, agent);
    const spent = { [SLOTS]: { mainMs: 0, totalMs: 0 }, [ROBOTS]: { mainMs: 0, totalMs: 0 } };
    for (let r = 0; r < rounds; r += 1) {
      // each goes first in turn, so the server's own timers (mail worker, expiry sweep) fall on both alike
      for (const path of r % 2 === 0 ? [SLOTS, ROBOTS] : [ROBOTS, SLOTS]) {
        const cpu = await burst(server, path, perRound, agent);
        spent[path].mainMs += cpu.mainMs;
        spent[path].totalMs += cpu.totalMs;
      }
    }
    const requests = rounds * perRound;
    const per = ({ mainMs, totalMs }) => ({ mainMs: mainMs / requests, totalMs: totalMs / requests });
    const slots = per(spent[SLOTS]);
    const robots = per(spent[ROBOTS]);
    return { requests, slots, robots, ratio: slots.totalMs / robots.totalMs };
  } finally {
    agent.destroy();
  }
}

/** The table rows: each path's CPU per request and the ratio against its target (no more than robots.txt). */
export function readCostRows(c) {
  const ms = (v) => `${v.mainMs.toFixed(2)} / ${v.totalMs.toFixed(2)}`;
  return [
    [`Server CPU per \`GET /api/slots\`, main thread / all threads: ms (${c.requests} of each)`, ms(c.slots)],
    [`Server CPU per \`GET /robots.txt\`, the same way in the same run: ms`, ms(c.robots)],
    [
      'Slots / robots.txt, all threads (target ≤ 1×, issue 45.7)',
      `${c.ratio.toFixed(2)}× ${c.ratio <= 1 ? 'OK' : 'OVER TARGET'}`,
    ],
  ];
}
