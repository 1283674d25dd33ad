// Where staff mail goes: an outbox directory (default), the Web3Forms service, or SMTP. Each transport's send()
// makes one attempt: it resolves when the message was accepted and throws a classed MailDeliveryError otherwise.
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '@/lib/db/ownerOnly';
import type { ServerConfig } from '@/lib/config/server';
import { orderedFields } from '@/lib/relay/mailFields';
import { mailHtml } from '@/lib/mail/html';
import { isShopperKind } from '@/lib/mail/kinds';
import type { Mail } from '@/lib/mail/types';
import { randomCode } from '@/lib/relay/random';
import { MailDeliveryError, wasNotSent, type Transport } from '@/lib/relay/retry';
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
      const { kind, to, replyTo, subject, messageId, inReplyTo, copyOf, fields } = mail;
      const name = outboxFileName(mail);
      // the file records what SMTP would send: the fields (their `message` is the plain text) and the HTML part
      const html = await mailHtml(mail);
      const tmp = path.join(dir, `.${name}.tmp`);
      try {
        await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
        await writeFile(
          tmp,
          `${JSON.stringify({ kind, to, replyTo, subject, messageId, inReplyTo, copyOf, fields: Object.fromEntries(orderedFields(fields)), html }, null, 2)}\n`,
          {
            flag: 'wx',
            mode: OWNER_ONLY_FILE,
          },
        );
        await rename(tmp, path.join(dir, name));
      } catch (err) {
        await unlink(tmp).catch(() => undefined);
        const code = (err as NodeJS.ErrnoException).code ?? 'error';
        throw new MailDeliveryError(`outbox write failed (${code})`, 'safe');
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
  // the service mails only the shop: a shopper's confirmation queued under another transport is never sent to staff
  if (isShopperKind(mail.kind))
    throw new MailDeliveryError('web3forms mails only the shop, not a shopper', 'never');
  const form = new FormData();
  form.append('access_key', mail.kind === 'order' ? s.orderKey : s.updateKey);
  form.append('subject', mail.subject);
  // the service's documented reply address field (docs.web3forms.com, Custom Reply-To); an address only
  if (mail.replyTo) form.append('replyto', mail.replyTo.address);
  for (const [key, value] of orderedFields(mail.fields)) form.append(key, value);
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
    if (timedOut) throw new MailDeliveryError('web3forms timed out', 'unknown');
    throw new MailDeliveryError('web3forms unreachable', wasNotSent(err) ? 'safe' : 'unknown');
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new MailDeliveryError(`web3forms HTTP ${res.status}, answer not read`, 'unknown');
  }
  // 429 and 503 say the submission was not taken; other 5xx may have been processed; other 4xx never will be
  if (res.status === 429 || res.status === 503)
    throw new MailDeliveryError(`web3forms HTTP ${res.status}`, 'safe');
  if (res.status >= 500) throw new MailDeliveryError(`web3forms HTTP ${res.status}`, 'unknown');
  if (!res.ok) throw new MailDeliveryError(`web3forms HTTP ${res.status}`, 'never');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MailDeliveryError(`web3forms HTTP ${res.status}, answer is not JSON`, 'unknown');
  }
  if ((body as { success?: unknown } | null)?.success !== true) {
    throw new MailDeliveryError(`web3forms HTTP ${res.status}, success is not true`, 'never');
  }
}

export function createWeb3FormsTransport(s: Web3FormsSettings): Transport {
  return { name: 'web3forms', send: (mail) => web3formsAttempt(s, mail) };
}

export function createTransport(config: ServerConfig): Transport {
  switch (config.transport) {
    case 'web3forms':
      return createWeb3FormsTransport({
        url: config.web3formsUrl,
        orderKey: config.web3formsOrderKey,
        updateKey: config.web3formsUpdateKey,
        timeoutMs: config.mailTimeoutMs,
      });
    case 'smtp':
      return createSmtpTransport({
        url: config.smtpUrl,
        from: config.mailFrom,
        timeoutMs: config.mailTimeoutMs,
      });
    default:
      return createOutboxTransport(path.resolve(config.outboxDir));
  }
}
