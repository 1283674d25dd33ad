// msw handlers for the browser's calls to the relay (lib/api/relayClient.ts): transaction updates and error reports.
// Each call is recorded so tests can assert what was sent and how often.
import { http, HttpResponse } from 'msw';
import type { ErrorReportRequest, UpdateRequest } from '@/lib/order/contract';
import { server } from './server';

/** 'ok' answers like the relay; a number answers that status with the relay's error body; 'network' fails. */
export type Answer = 'ok' | number | 'network';

export interface RelayClientMock {
  updates: UpdateRequest[];
  reports: ErrorReportRequest[];
}

export const TEST_REFERENCE = 'ER-7K2M9QXA';

export interface RelayClientOptions {
  updates?: Answer;
  reports?: Answer;
  /** Update answers wait for this promise, to keep a request in flight. */
  holdUpdates?: Promise<void>;
}

export function relayClientHandlers(
  calls: RelayClientMock,
  { updates = 'ok', reports = 'ok', holdUpdates }: RelayClientOptions = {},
) {
  const answer = (a: Answer, okBody: object) => {
    if (a === 'network') return HttpResponse.error();
    if (a === 'ok') return HttpResponse.json(okBody, { status: 202 });
    return HttpResponse.json(
      { code: 'relay_failed', error: 'The payment update could not be delivered. Please try again.' },
      { status: a },
    );
  };
  return [
    http.post('/api/orders/updates', async ({ request }) => {
      calls.updates.push((await request.json()) as UpdateRequest);
      await holdUpdates;
      return answer(updates, { ok: true });
    }),
    http.post('/api/error-reports', async ({ request }) => {
      calls.reports.push((await request.json()) as ErrorReportRequest);
      return answer(reports, { reference: TEST_REFERENCE });
    }),
  ];
}

/** Installs the handlers on the shared server for one test; returns the record of calls. */
export function mockRelayClient(options?: RelayClientOptions): RelayClientMock {
  const calls: RelayClientMock = { updates: [], reports: [] };
  server.use(...relayClientHandlers(calls, options));
  return calls;
}
