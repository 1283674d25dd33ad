// msw handlers for the Web3Forms submit endpoint. The default handler accepts and records every submission;
// the fault handlers are meant for server.use(...) in a test.
import { HttpResponse, delay, http } from 'msw';

export const WEB3FORMS_URL = 'https://api.web3forms.test/submit';

/** Every submission the default handler accepted, as plain field maps (access_key included). */
export const web3formsSubmissions: Array<Record<string, string>> = [];

/** How many requests reached the endpoint (any handler), for retry counts. */
export const web3formsCalls = { count: 0 };

export function resetWeb3forms(): void {
  web3formsSubmissions.length = 0;
  web3formsCalls.count = 0;
}

async function record(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : '[file]';
  });
  return fields;
}

export const web3formsHandlers = [
  http.post(WEB3FORMS_URL, async ({ request }) => {
    web3formsCalls.count += 1;
    web3formsSubmissions.push(await record(request));
    return HttpResponse.json({ success: true, message: 'Email sent successfully!' });
  }),
];

const counted = (resolver: () => Response | Promise<Response>) =>
  http.post(WEB3FORMS_URL, async () => {
    web3formsCalls.count += 1;
    return resolver();
  });

/** Fault handlers, one per way the service can fail. */
export const web3formsFaults = {
  serverError: () => counted(() => HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })),
  badGateway: () => counted(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
  gatewayTimeout: () => counted(() => new HttpResponse('<html>Gateway timeout</html>', { status: 504 })),
  notSuccess: () =>
    counted(() => HttpResponse.json({ success: false, message: 'Invalid access key' }, { status: 200 })),
  unavailable: () =>
    counted(() => HttpResponse.json({ success: false, message: 'Maintenance' }, { status: 503 })),
  tooMany: () =>
    counted(() =>
      HttpResponse.json(
        { success: false, message: 'Too many' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    ),
  forbidden: () =>
    counted(() =>
      HttpResponse.json({ success: false, message: 'Server-side calls need a paid plan' }, { status: 403 }),
    ),
  html: () =>
    counted(() => HttpResponse.html('<!doctype html><title>Just a moment...</title>', { status: 200 })),
  hang: () =>
    counted(async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true });
    }),
  dropped: () => counted(() => HttpResponse.error()),
};
