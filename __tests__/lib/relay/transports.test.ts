/** @jest-environment node */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { HttpResponse, http } from 'msw';
import type { Mail } from '@/lib/mail/types';
import { MailDeliveryError, wasNotSent } from '@/lib/relay/retry';
import { createSmtpTransport, smtpRetryClass, smtpText } from '@/lib/relay/smtp';
import { createOutboxTransport, createWeb3FormsTransport } from '@/lib/relay/transports';
import { freshOutbox, listDir, readOutbox, removeOutboxes } from '../../mocks/relay';
import { server, withMswServer } from '../../mocks/server';
import {
  WEB3FORMS_URL,
  resetWeb3forms,
  web3formsCalls,
  web3formsFaults,
  web3formsSubmissions,
} from '../../mocks/web3forms';

withMswServer();
afterAll(removeOutboxes);

function mail(kind: Mail['kind'] = 'order', orderNumber = 'ABC123XYZ'): Mail {
  return {
    kind,
    to: 'staff@example.com',
    subject: `New Order #${orderNumber} - Cash App`,
    fields: {
      from_name: 'Shop Orders',
      order_number: orderNumber,
      order_items: 'Line one\nLine two',
      message: `New order #${orderNumber}\nSecond line`,
    },
  };
}

describe('retry classes', () => {
  it('counts only network failures before anything was sent as safe to send again', () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    expect(wasNotSent(refused)).toBe(true);
    expect(wasNotSent(Object.assign(new Error('x'), { code: 'ENOTFOUND' }))).toBe(true);
    expect(wasNotSent(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(false);
    expect(wasNotSent(new TypeError('fetch failed'))).toBe(false);
  });

  it('classes SMTP failures by reply and stage', () => {
    expect(smtpRetryClass({ responseCode: 451 })).toBe('safe');
    expect(smtpRetryClass({ responseCode: 550 })).toBe('never');
    expect(smtpRetryClass({ code: 'ESOCKET', command: 'CONN' })).toBe('safe');
    expect(smtpRetryClass({ code: 'ETIMEDOUT', command: 'DATA' })).toBe('unknown');
  });
});

describe('outbox transport', () => {
  it('writes one JSON file per message, sortable, atomically', async () => {
    const dir = path.join(freshOutbox(), 'nested', 'outbox'); // created on demand
    const outbox = createOutboxTransport(dir);
    await outbox.send(mail('order', 'AAAAAAAA1'));
    await outbox.send(mail('update', 'AAAAAAAA1'));
    await outbox.send(mail('error-report', 'AAAAAAAA1'));
    const files = readOutbox(dir);
    expect(files.map((f) => f.json.kind)).toEqual(['order', 'update', 'error-report']);
    expect(files[0]!.file).toMatch(/^\d{8}T\d{9}Z-\d{6}-order-AAAAAAAA1-[A-Z0-9]{6}\.json$/);
    expect(files[0]!.json).toEqual(mail('order', 'AAAAAAAA1'));
    expect(listDir(dir)).toHaveLength(3);
    if (process.platform !== 'win32') {
      expect(fs.statSync(path.join(dir, files[0]!.file)).mode & 0o777).toBe(0o600);
    }
  });

  it('keeps a file name safe whatever the order number field holds', async () => {
    const dir = freshOutbox();
    await createOutboxTransport(dir).send(mail('order', '../../etc/passwd'));
    expect(listDir(dir)).toHaveLength(1);
    expect(listDir(dir)[0]).toMatch(/-order-etcpasswd-/);
  });

  it('fails with a MailDeliveryError when it cannot write', async () => {
    const file = path.join(freshOutbox(), 'not-a-dir');
    fs.writeFileSync(file, 'x');
    await expect(createOutboxTransport(file).send(mail())).rejects.toThrow(MailDeliveryError);
  });
});

describe('web3forms transport', () => {
  const settings = { url: WEB3FORMS_URL, orderKey: 'ok-key', updateKey: 'up-key', timeoutMs: 100 };
  beforeEach(resetWeb3forms);

  it('sends the right key per kind', async () => {
    const t = createWeb3FormsTransport(settings);
    await t.send(mail('order'));
    await t.send(mail('update'));
    await t.send(mail('error-report'));
    expect(web3formsSubmissions.map((s) => s.access_key)).toEqual(['ok-key', 'up-key', 'up-key']);
    // multipart/form-data carries line breaks as CRLF
    expect(web3formsSubmissions[0]!.order_items).toBe('Line one\r\nLine two');
  });

  it.each([
    ['a 500', web3formsFaults.serverError, 'web3forms HTTP 500', 'unknown'],
    ['a 503', web3formsFaults.unavailable, 'web3forms HTTP 503', 'safe'],
    ['a 429', web3formsFaults.tooMany, 'web3forms HTTP 429', 'safe'],
    ['a 403', web3formsFaults.forbidden, 'web3forms HTTP 403', 'never'],
    ['success: false', web3formsFaults.notSuccess, 'web3forms HTTP 200, success is not true', 'never'],
    ['a dropped connection', web3formsFaults.dropped, 'web3forms unreachable', 'unknown'],
  ] as const)('makes one attempt and classes %s', async (_name, fault, message, retry) => {
    server.use(fault());
    const failure = await createWeb3FormsTransport(settings)
      .send(mail())
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({ message, retry });
    expect(web3formsCalls.count).toBe(1);
  });

  it('times out a hanging service per attempt', async () => {
    server.use(web3formsFaults.hang());
    const started = Date.now();
    await expect(createWeb3FormsTransport(settings).send(mail())).rejects.toMatchObject({
      message: 'web3forms timed out',
      retry: 'unknown',
    });
    expect(web3formsCalls.count).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not follow a redirect to somewhere else', async () => {
    server.use(http.post(WEB3FORMS_URL, () => HttpResponse.redirect('https://elsewhere.test/', 307)));
    await expect(createWeb3FormsTransport(settings).send(mail())).rejects.toThrow(MailDeliveryError);
  });
});

describe('smtp transport (a real SMTP server on 127.0.0.1)', () => {
  interface Received {
    from: string;
    to: string[];
    raw: string;
  }
  let smtp: SMTPServer;
  let port: number;
  let received: Received[];
  let reject: number[]; // response codes to answer the next messages with

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'relay' && auth.password === 'p@ss:word') callback(null, { user: 'relay' });
        else callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          const code = reject.shift();
          if (code) {
            const err = Object.assign(new Error(`rejected ${code}`), { responseCode: code });
            callback(err);
            return;
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  beforeEach(() => {
    received = [];
    reject = [];
  });

  const settings = () => ({
    url: `smtp://relay:${encodeURIComponent('p@ss:word')}@127.0.0.1:${port}`,
    from: { name: 'Shop Orders', address: 'no-reply@shop.example' },
    timeoutMs: 2000,
  });

  it('delivers the subject and the text with every field', async () => {
    await createSmtpTransport(settings()).send(mail('order', 'ZX81ZX81Z'));
    expect(received).toHaveLength(1);
    const msg = received[0]!;
    expect(msg.to).toEqual(['staff@example.com']);
    expect(msg.from).toBe('no-reply@shop.example');
    expect(msg.raw).toMatch(/^Subject: New Order #ZX81ZX81Z - Cash App$/m);
    expect(msg.raw).toMatch(/^From: Shop Orders <no-reply@shop\.example>$/m);
    expect(msg.raw).toContain('ZX81ZX81Z');
    expect(msg.raw).not.toContain('order_number: ZX81ZX81Z');
  });

  it('classes a transient 451 as safe to send again and a final 550 as never, one attempt each', async () => {
    reject = [451];
    await expect(createSmtpTransport(settings()).send(mail())).rejects.toMatchObject({
      message: 'smtp 451',
      retry: 'safe',
    });
    expect(reject).toEqual([]); // one attempt only
    await createSmtpTransport(settings()).send(mail());
    expect(received).toHaveLength(1);

    reject = [550, 550];
    await expect(createSmtpTransport(settings()).send(mail())).rejects.toMatchObject({
      message: 'smtp 550',
      retry: 'never',
    });
    expect(reject).toEqual([550]);
  });

  it('fails safe to send again when nobody listens', async () => {
    const closed = { ...settings(), url: 'smtp://127.0.0.1:1', timeoutMs: 500 };
    await expect(createSmtpTransport(closed).send(mail())).rejects.toMatchObject({ retry: 'safe' });
  });

  // issue 32.3: no second, scrambled copy of the message as key: value lines
  it('smtpText is the message alone', () => {
    expect(smtpText(mail('order', 'Q1'))).toBe('New order #Q1\nSecond line\n');
  });
});
