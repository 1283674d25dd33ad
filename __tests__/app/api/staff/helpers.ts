// Shared by the staff API tests: accounts, sign-in, and calling the desk's routes as the browser would.
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as signInRoute } from '@/app/api/staff/session/route';
import { POST as signOutRoute } from '@/app/api/staff/session/end/route';
import { POST as listRoute } from '@/app/api/staff/orders/route';
import { POST as readRoute } from '@/app/api/staff/orders/[number]/route';
import { POST as stateRoute } from '@/app/api/staff/orders/[number]/state/route';
import { POST as noteRoute } from '@/app/api/staff/orders/[number]/note/route';
import { POST as anotherPatientRoute } from '@/app/api/staff/orders/[number]/another-patient/route';
import { POST as resendRoute } from '@/app/api/staff/orders/[number]/resend/route';
import { POST as resendFailedRoute } from '@/app/api/staff/mail/resend/route';
import type { OrderResponse } from '@/lib/order/contract';
import { createAccount } from '@/lib/staff/accounts';
import { hashPassword } from '@/lib/staff/password';
import { jsonRequest, orderBody, relayDb } from '../../../mocks/relay';

export const PASSWORD = 'correct horse battery staple';
export const SITE = 'http://localhost:3000';

export async function addAccount(name: string, password = PASSWORD): Promise<void> {
  const created = await createAccount(await relayDb(), name, await hashPassword(password));
  if (!created) throw new Error(`account ${name} exists`);
}

export async function placeOrder(overrides = {}): Promise<OrderResponse> {
  const res = await postOrder(jsonRequest('/api/orders', orderBody(overrides)));
  expect(res.status).toBe(201);
  return (await res.json()) as OrderResponse;
}

export function signIn(name: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return signInRoute(
    jsonRequest('/api/staff/session', { name, password }, { headers: { origin: SITE, ...headers } }),
  );
}

/** Signs in and answers the cookie pair to send back (`staff_session=…`). */
export async function cookieFor(name: string): Promise<string> {
  const res = await signIn(name);
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export const signOut = (cookie?: string) =>
  signOutRoute(
    jsonRequest('/api/staff/session/end', {}, { headers: { origin: SITE, ...(cookie ? { cookie } : {}) } }),
  );

const params = (number: string) => ({ params: Promise.resolve({ number }) });
const headersOf = (cookie?: string, extra: Record<string, string> = {}) => ({
  headers: { origin: SITE, ...(cookie ? { cookie } : {}), ...extra },
});

/** Every staff API call, by what it does: the walk without a session goes through all of them. */
export const staffApi = {
  list: (cookie?: string, body: unknown = {}, extra?: Record<string, string>) =>
    listRoute(jsonRequest('/api/staff/orders', body, headersOf(cookie, extra))),
  read: (number: string, cookie?: string, extra?: Record<string, string>) =>
    readRoute(jsonRequest(`/api/staff/orders/${number}`, {}, headersOf(cookie, extra)), params(number)),
  state: (number: string, body: unknown, cookie?: string, extra?: Record<string, string>) =>
    stateRoute(
      jsonRequest(`/api/staff/orders/${number}/state`, body, headersOf(cookie, extra)),
      params(number),
    ),
  note: (number: string, body: unknown, cookie?: string, extra?: Record<string, string>) =>
    noteRoute(
      jsonRequest(`/api/staff/orders/${number}/note`, body, headersOf(cookie, extra)),
      params(number),
    ),
  anotherPatient: (number: string, body: unknown, cookie?: string, extra?: Record<string, string>) =>
    anotherPatientRoute(
      jsonRequest(`/api/staff/orders/${number}/another-patient`, body, headersOf(cookie, extra)),
      params(number),
    ),
  resend: (number: string, cookie?: string, extra?: Record<string, string>) =>
    resendRoute(
      jsonRequest(`/api/staff/orders/${number}/resend`, {}, headersOf(cookie, extra)),
      params(number),
    ),
  resendFailed: (cookie?: string, extra?: Record<string, string>) =>
    resendFailedRoute(jsonRequest('/api/staff/mail/resend', {}, headersOf(cookie, extra))),
};
