// SMTP transport (nodemailer) for operators who run their own mail server.
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { ServerConfig } from '@/lib/config/server';
import { mailHtml } from '@/lib/mail/html';
import type { Mail, MailAddress } from '@/lib/mail/types';
import { MailDeliveryError, wasNotSent, type RetryClass, type Transport } from '@/lib/relay/retry';

export interface SmtpSettings {
  /** smtp://user:pass@host:port or smtps://... */
  url: string;
  /** MAIL_FROM (or the derived no-reply address): the From and the envelope sender, where bounces go */
  from: MailAddress;
  timeoutMs: number;
}

/** Parsed by hand: nodemailer ignores every other option when it is given a URL, and the timeouts matter. */
function connectionOptions(s: SmtpSettings): SMTPTransport.Options {
  const url = new URL(s.url);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: s.timeoutMs,
    greetingTimeout: s.timeoutMs,
    socketTimeout: s.timeoutMs,
  };
}

/** The mail text: the message alone, which says it all (the fields are the web form service's list; issue 32.3). */
export function smtpText(mail: Mail): string {
  return `${mail.fields.message ?? ''}\n`;
}

/** The one startup line about the sender when MAIL_FROM is unset (null when it is set or SMTP is not used). */
export function mailFromNotice(config: Pick<ServerConfig, 'transport' | 'mailFrom' | 'mailFromDerived'>) {
  if (config.transport !== 'smtp' || !config.mailFromDerived) return null;
  return (
    `[mail] MAIL_FROM is not set: sending from ${config.mailFrom.address} (no-reply at the domain of STAFF_EMAIL). ` +
    'Set MAIL_FROM to an address of a domain your SMTP server may send for (SPF, DKIM, DMARC: see the README).'
  );
}

/** Only a refused connection or a 4xx reply (the server declined for now) leaves no doubt the mail was not taken. */
export function smtpRetryClass(err: unknown): RetryClass {
  const e = err as { responseCode?: number; command?: string };
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  if (code !== undefined) return code >= 400 && code < 500 ? 'safe' : 'never';
  if (wasNotSent(err) || e.command === 'CONN') return 'safe';
  return 'unknown';
}

export function createSmtpTransport(s: SmtpSettings): Transport {
  let transporter: nodemailer.Transporter | undefined;
  return {
    name: 'smtp',
    async send(mail) {
      transporter ??= nodemailer.createTransport(connectionOptions(s));
      const html = await mailHtml(mail);
      try {
        await transporter.sendMail({
          from: s.from,
          // the envelope sender (MAIL FROM, Return-Path): bounces go to the operator's address
          envelope: { from: s.from.address, to: mail.to },
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          // multipart/alternative: the plain text reads well alone, the HTML part is the same document (issue 32.5)
          text: smtpText(mail),
          html,
          // one thread per order (issue 32.4); a message's own id is kept in the queue, so a retry repeats it
          messageId: mail.messageId,
          inReplyTo: mail.inReplyTo,
          references: mail.inReplyTo,
          // RFC 3834: vacation and out-of-office replies are not sent back to the shop
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (err) {
        const e = err as { responseCode?: number; code?: string };
        throw new MailDeliveryError(`smtp ${e.responseCode ?? e.code ?? 'error'}`, smtpRetryClass(err));
      }
    },
  };
}
