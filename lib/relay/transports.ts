// Where staff mail goes: an outbox directory (default), the Web3Forms service, or SMTP. Each transport's send()
// resolves when the message was accepted and throws MailDeliveryError otherwise; the relay answers that with 502.
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '@/lib/config';
import type { Mail } from '@/lib/relay/messages';
import { randomCode } from '@/lib/relay/random';
import { MailDeliveryError, withRetry, type Transport, type TransportOptions } from '@/lib/relay/retry';
import { createSmtpTransport } from '@/lib/relay/smtp';

let sequence = 0;

function outboxFileName(mail: Mail): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  sequence = (sequence + 1) % 1_000_000;
  const ref = (mail.fields.order_number ?? 'none').replace(/[^A-Za-z0-9-]/g, '').slice(0, 20) || 'none';
  return `${stamp}-${String(sequence).padStart(6, '0')}-${mail.kind}-${ref}-${randomCode(6)}.json`;
}

/** One JSON file per message, written to a temporary name and renamed, so a reader never sees half a file. */
export function createOutboxTransport(dir: string): Transport {
  return {
    name: 'outbox',
    async send(mail) {
      const { kind, to, subject, fields } = mail;
      const name = outboxFileName(mail);
      const tmp = path.join(dir, `.${name}.tmp`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(tmp, `${JSON.stringify({ kind, to, subject, fields }, null, 2)}\n`, {
          flag: 'wx',
          mode: 0o600,
        });
        await rename(tmp, path.join(dir, name));
      } catch (err) {
        await unlink(tmp).catch(() => undefined);
        const code = (err as NodeJS.ErrnoException).code ?? 'error';
        throw new MailDeliveryError(`outbox write failed (${code})`, false);
      }
    },
  };
}

export interface Web3FormsSettings {
  url: string;
  orderKey: string;
  updateKey: string;
  timeoutMs: number;
}

async function web3formsAttempt(s: Web3FormsSettings, mail: Mail): Promise<void> {
  const form = new FormData();
  form.append('access_key', mail.kind === 'order' ? s.orderKey : s.updateKey);
  form.append('subject', mail.subject);
  for (const [key, value] of Object.entries(mail.fields)) form.append(key, value);
  let res: Response;
  try {
    res = await fetch(s.url, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(s.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    // by name: a DOMException from another realm (jest, undici) fails instanceof Error
    const name = (err as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new MailDeliveryError(timedOut ? 'web3forms timed out' : 'web3forms unreachable', true);
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new MailDeliveryError(`web3forms HTTP ${res.status}, answer not read`, res.status >= 500);
  }
  // 5xx may pass; 429 and other 4xx will not get better by asking again at once
  if (res.status >= 500) throw new MailDeliveryError(`web3forms HTTP ${res.status}`, true);
  if (!res.ok) throw new MailDeliveryError(`web3forms HTTP ${res.status}`, false);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MailDeliveryError(`web3forms HTTP ${res.status}, answer is not JSON`, false);
  }
  if ((body as { success?: unknown } | null)?.success !== true) {
    throw new MailDeliveryError(`web3forms HTTP ${res.status}, success is not true`, false);
  }
}

export function createWeb3FormsTransport(s: Web3FormsSettings, options: TransportOptions = {}): Transport {
  return {
    name: 'web3forms',
    send: (mail) => withRetry(() => web3formsAttempt(s, mail), options),
  };
}

export function createTransport(config: ServerConfig, options: TransportOptions = {}): Transport {
  switch (config.transport) {
    case 'web3forms':
      return createWeb3FormsTransport(
        {
          url: config.web3formsUrl,
          orderKey: config.web3formsOrderKey,
          updateKey: config.web3formsUpdateKey,
          timeoutMs: config.mailTimeoutMs,
        },
        options,
      );
    case 'smtp':
      return createSmtpTransport(
        {
          url: config.smtpUrl,
          staffEmail: config.staffEmail,
          fromName: config.fromName,
          timeoutMs: config.mailTimeoutMs,
        },
        options,
      );
    default:
      return createOutboxTransport(path.resolve(config.outboxDir));
  }
}
