// A real SMTP peer (smtp-server) on 127.0.0.1 for the relay's SMTP transport: it keeps each raw message and its
// envelope sender, can refuse the next messages with a reply code, and parses a message as a mail client reads it.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  received: string[];
  /** each message's envelope sender (SMTP MAIL FROM: where bounces go) */
  senders: string[];
  /** reply codes for the next messages' end of data (then accepted again) */
  refuseNext: number[];
  /** recipients refused at RCPT TO with 550, whatever order messages arrive in (a worker sends several at once) */
  refuseRecipients: string[];
  url: () => string;
  /** the i-th message as a mail client reads it (mailparser decodes encoded words and transfer encodings) */
  parsed: (i: number) => Promise<ParsedMail>;
}

/** Starts the peer before the file's tests, empties it before each, closes it after. */
export function withSmtpPeer(): SmtpPeer {
  let smtp: SMTPServer;
  let port = 0;
  const peer: SmtpPeer = {
    received: [],
    senders: [],
    refuseNext: [],
    refuseRecipients: [],
    url: () => `smtp://127.0.0.1:${port}`,
    parsed: (i) => simpleParser(peer.received[i]!),
  };
  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!peer.refuseRecipients.includes(address.address)) return callback();
        callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        peer.senders.push(session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          peer.received.push(raw);
          const refusal = peer.refuseNext.shift();
          if (refusal) callback(Object.assign(new Error('refused'), { responseCode: refusal }));
          else callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  beforeEach(() => {
    peer.received.length = 0;
    peer.senders.length = 0;
    peer.refuseNext.length = 0;
    peer.refuseRecipients.length = 0;
  });
  return peer;
}
