// The stored mail's shape (issue 27.8): what the queue (lib/db) keeps and the transports (lib/relay) send. One home
// that both stand on, so the database layer never reaches up into the relay. Pure types, no code.

/**
 * The kinds a queued message can be; the desk's resend and failure counts tell them apart. 'confirmation' is the
 * shopper's own mail (issue 25.4, lib/mail/kinds.ts); the others go to staff.
 */
export type MailKind = 'order' | 'update' | 'error-report' | 'confirmation';

/** A display name and an address; transports encode the name (nodemailer: RFC 2047 for non-ASCII). */
export interface MailAddress {
  name: string;
  address: string;
}

/**
 * One label/value row of a section; `href` makes the value a link (tel:, mailto:, https:). `typed`: the value is
 * words a shopper typed (an address), shown quoted as data and never as a link (lib/mail/typed.ts); no href.
 */
export interface MailRow {
  label: string;
  value: string;
  href?: string;
  typed?: boolean;
}

/** One line of what to prepare: money already formatted. */
export interface MailLine {
  name: string;
  size: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

/** Words that came from a browser (the customer's, or what the payment page sent), kept apart as a quote. */
export interface MailQuote {
  label: string;
  lines: string[];
}

/**
 * One section of the mail, in reading order. Each part is optional and drawn in this order: paragraphs, the
 * order's lines, the rows, then the quotes (words from a browser, shown as such).
 */
export interface MailSection {
  /** stable name: tests and other helpers' rows find a section by it ('prepare', 'customer', 'totals', ...) */
  id: string;
  title: string;
  text?: string[];
  lines?: MailLine[];
  rows?: MailRow[];
  /** text that came from a browser, each shown under its label as an indented quote, never as the mail's words */
  quotes?: MailQuote[];
  /** a word or two said loudly at the top of the section: 'UNPAID', 'PAID', 'AWAITING BITCOIN' */
  badge?: string;
}

/** What one mail says, from which lib/mail/template.ts makes the HTML part and the plain-text alternative. */
export interface MailDocument {
  /** the first line: what to do and by when (the inbox preview) */
  preview: string;
  heading: string;
  /** said above everything else, e.g. that this message is a copy, who resent it and when */
  notice?: string;
  sections: MailSection[];
  /** the one call to action ("Open on the desk"), an absolute https: address */
  button?: { label: string; href: string };
  /** small print: the licence line, legal name, address */
  footer: string[];
}

export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  /** the customer of the order, so Reply writes to them (issue 32.1); absent on messages queued before it */
  replyTo?: MailAddress;
  /** this message's own Message-ID, made once when it is queued: a retry sends it again (issue 32.4) */
  messageId?: string;
  /** a later mail's parent, the order's first mail (orderMessageId): In-Reply-To and References */
  inReplyTo?: string;
  /** a copy staff asked for: the Message-ID of the message copied (a copy of a copy names the first) */
  copyOf?: string;
  /** the web form service's field list; `message` is the plain text of `doc` */
  fields: Record<string, string>;
  /** the content, from which the HTML part is made when sent; absent on messages queued before issue 32.5 */
  doc?: MailDocument;
}

/** What the builders need to know of the shop's mail settings (ServerConfig satisfies it). */
export interface MailContext {
  fromName: string;
  /** the sender: the domain of its address names the shop's Message-IDs */
  mailFrom: { address: string };
  staffEmail: string;
  /** IANA zone of the shop: staff read dates in it (data/shop.json's timeZone) */
  shopTimeZone: string;
}
