// Server settings (mail transport and keys, token secret, database, limits), read from process.env and validated
// once. Server-only: read by lib/relay, lib/db and scripts/mail.ts; importing it from client code fails the build.
import 'server-only';
import { type Problems, text, matching, integer, httpUrl, check, EMAIL } from '@/lib/config/checks';
import { siteConfig } from '@/lib/config/public';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/order/rules';
import { isSupportedCountry } from 'libphonenumber-js/min';
import { shopCountryProblem, shopSettings } from '@/lib/config/shop';
import type { AccountKey } from '@/lib/relay/bitcoin/xpub';
import {
  type TrustProxy,
  bitcoinAccount,
  mailFrom,
  optionalUrl,
  origins,
  shopTimeZone,
  siteOrigin,
  trustProxy,
} from '@/lib/config/serverFields';

export const TRANSPORTS = ['outbox', 'web3forms', 'smtp'] as const;
export type TransportName = (typeof TRANSPORTS)[number];

export interface ServerConfig {
  transport: TransportName;
  staffEmail: string;
  /** the From's display name (MAIL_FROM's, else MAIL_FROM_NAME), also the web form service's from_name */
  fromName: string;
  /** MAIL_FROM: the From and the envelope sender of SMTP mail; by default no-reply@ the domain of STAFF_EMAIL */
  mailFrom: { name: string; address: string };
  /** true when MAIL_FROM is unset and the address is the derived no-reply one (said once at start) */
  mailFromDerived: boolean;
  outboxDir: string;
  web3formsUrl: string;
  web3formsOrderKey: string;
  web3formsUpdateKey: string;
  smtpUrl: string;
  /** empty: the relay makes a random one per process and warns */
  orderTokenSecret: string;
  rateLimitPerMinute: number;
  /** READ_RATE_LIMIT: GETs per minute of one client on each public read (/api/availability, /api/slots) */
  readRateLimitPerMinute: number;
  /** ORDER_MAX_UNITS: most units (all lines' quantities together) in one order; more is refused (too_many_units) */
  orderMaxUnits: number;
  /** TRUST_PROXY: whose X-Forwarded-For counts (lib/relay/clientKey.ts) */
  trustProxy: TrustProxy;
  /** origins besides NEXT_PUBLIC_SITE_URL's that may post to the relay, canonical */
  allowedOrigins: string[];
  /**
   * NEXT_PUBLIC_SITE_URL's origin, canonical, when the operator set it; null when not (the pages then say
   * http://localhost:3000, which is no setting). With it and allowedOrigins both empty, the relay accepts a
   * request's own origin (lib/relay/origin.ts).
   */
  siteOrigin: string | null;
  /** STAFF_RATE_LIMIT: requests per minute of one signed-in desk session, all staff routes together */
  staffRateLimitPerMinute: number;
  mailTimeoutMs: number;
  /** postgres://… : a PostgreSQL server; empty: the embedded store in embeddedDbDir */
  databaseUrl: string;
  embeddedDbDir: string;
  dbPoolMax: number;
  /** first retry of a failed delivery; doubles per attempt up to an hour */
  mailRetryBaseMs: number;
  /** how long a failing message is retried before it is marked failed */
  mailRetryHours: number;
  /** how often a delivery that may have reached the service (timeout, 5xx) is sent again, within mailRetryHours */
  mailUnsureRetries: number;
  /**
   * LOAD_TEST_SLOT_CAPACITY: for load runs only (`npm run bench`, `npm run drill`, thousands of orders): the orders one
   * slot of each kind takes in place of data/shop.json's capacity; null (unset) in a shop
   */
  loadTestSlotCapacity: number | null;
  /** IANA zone the staff mail gives dates in, e.g. 'America/Los_Angeles' */
  /** data/shop.json's timeZone: one zone for the desk, the shopper's screens and the mail */
  shopTimeZone: string;
  /** BITCOIN_XPUB, parsed (watch-only): each bitcoin order gets its own address; null: one fixed address */
  bitcoinAccount: AccountKey | null;
  /** a JSON price endpoint in Coinbase's spot shape; empty: bitcoin orders are quoted in USD only */
  bitcoinRateUrl: string;
  /** an Esplora REST API base (https://mempool.space/api); empty: payments are not watched */
  bitcoinEsploraUrl: string;
  /** BITCOIN_INDEX_FLOOR: at start the next address index is raised to at least this (after a restore); 0: unset */
  bitcoinIndexFloor: number;
  /** seals the staff desk's session cookie (32+ characters); empty: a random one per process, with a warning */
  staffSessionSecret: string;
  /** a staff session ends this many hours after sign-in (a working shift) */
  staffSessionHours: number;
  /** failed sign-ins allowed per account from one address (or one known device), in STAFF_LOGIN_WINDOW_MINUTES */
  staffLoginPerAccount: number;
  /** failed sign-ins per account from all addresses together; a device that signed in before is never refused */
  staffLoginAccountWide: number;
  /** sign-in attempts per client address, whatever the name */
  staffLoginPerClient: number;
  staffLoginWindowMinutes: number;
}

/** Reads server env. Call only from app/api route handlers and lib/relay (never from client code). */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const p: Problems = [];
  const transport = (env.EMAIL_TRANSPORT || 'outbox').trim() as TransportName;
  if (!TRANSPORTS.includes(transport)) p.push(`EMAIL_TRANSPORT must be one of ${TRANSPORTS.join(', ')}`);
  const web3formsOrderKey = (env.WEB3FORMS_ORDER_KEY || '').trim();
  const web3formsUpdateKey = (env.WEB3FORMS_UPDATE_KEY || '').trim();
  const smtpUrl = (env.SMTP_URL || '').trim();
  if (transport === 'web3forms' && !web3formsOrderKey) {
    p.push('WEB3FORMS_ORDER_KEY is required for the web3forms transport');
  }
  if (transport === 'web3forms' && !web3formsUpdateKey) {
    p.push('WEB3FORMS_UPDATE_KEY is required for the web3forms transport');
  }
  if (transport === 'smtp' && !/^smtps?:\/\//.test(smtpUrl)) {
    p.push('SMTP_URL (smtp:// or smtps://) is required for the smtp transport');
  }
  const staffEmail = matching(
    p,
    'STAFF_EMAIL',
    env.STAFF_EMAIL || 'staff@example.com',
    EMAIL,
    'an email address',
  );
  const from = env.MAIL_FROM?.trim() ? mailFrom(p, env.MAIL_FROM) : null;
  const fromName =
    from?.name || text(p, 'MAIL_FROM_NAME', env.MAIL_FROM_NAME || `${siteConfig.brandName} Orders`, 1, 80);
  const cfg: ServerConfig = {
    transport,
    staffEmail,
    fromName,
    mailFrom: {
      name: fromName,
      address: from?.address ?? `no-reply@${staffEmail.split('@')[1] ?? 'localhost'}`,
    },
    mailFromDerived: !from,
    outboxDir: text(p, 'OUTBOX_DIR', env.OUTBOX_DIR || '.data/outbox', 1, 4096),
    web3formsUrl: httpUrl(p, 'WEB3FORMS_URL', env.WEB3FORMS_URL || 'https://api.web3forms.com/submit'),
    web3formsOrderKey,
    web3formsUpdateKey,
    smtpUrl,
    orderTokenSecret: env.ORDER_TOKEN_SECRET || '',
    rateLimitPerMinute: integer(p, 'RELAY_RATE_LIMIT', env.RELAY_RATE_LIMIT || '20', 1, 100_000),
    // two a second: a shopper's pages read each once per visit and every AVAILABILITY_REFRESH_MS (15 s)
    readRateLimitPerMinute: integer(p, 'READ_RATE_LIMIT', env.READ_RATE_LIMIT || '120', 1, 100_000),
    // by default one full line (MAX_LINE_QUANTITY): the largest line the cart makes is never refused
    orderMaxUnits: integer(
      p,
      'ORDER_MAX_UNITS',
      env.ORDER_MAX_UNITS || String(MAX_LINE_QUANTITY),
      1,
      MAX_LINE_QUANTITY * MAX_ORDER_LINES,
    ),
    trustProxy: trustProxy(p, env.TRUST_PROXY),
    allowedOrigins: origins(p, env.ALLOWED_ORIGINS),
    siteOrigin: siteOrigin(p, env.NEXT_PUBLIC_SITE_URL),
    staffRateLimitPerMinute: integer(p, 'STAFF_RATE_LIMIT', env.STAFF_RATE_LIMIT || '600', 1, 100_000),
    mailTimeoutMs: integer(p, 'MAIL_TIMEOUT_MS', env.MAIL_TIMEOUT_MS || '8000', 100, 60_000),
    databaseUrl: (env.DATABASE_URL || '').trim(),
    embeddedDbDir: text(p, 'EMBEDDED_DB_DIR', env.EMBEDDED_DB_DIR || '.data/db', 1, 4096),
    dbPoolMax: integer(p, 'DB_POOL_MAX', env.DB_POOL_MAX || '10', 1, 200),
    mailRetryBaseMs: integer(p, 'MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS || '5000', 10, 3_600_000),
    mailRetryHours: integer(p, 'MAIL_RETRY_HOURS', env.MAIL_RETRY_HOURS || '24', 1, 24 * 30),
    mailUnsureRetries: integer(p, 'MAIL_UNSURE_RETRIES', env.MAIL_UNSURE_RETRIES || '3', 0, 20),
    loadTestSlotCapacity: env.LOAD_TEST_SLOT_CAPACITY
      ? integer(p, 'LOAD_TEST_SLOT_CAPACITY', env.LOAD_TEST_SLOT_CAPACITY, 1, 1_000_000)
      : null,
    shopTimeZone: shopTimeZone(p, env.SHOP_TIME_ZONE),
    bitcoinAccount: bitcoinAccount(p, env.BITCOIN_XPUB),
    bitcoinRateUrl: optionalUrl(p, 'BITCOIN_RATE_URL', env.BITCOIN_RATE_URL),
    bitcoinEsploraUrl: optionalUrl(p, 'BITCOIN_ESPLORA_URL', env.BITCOIN_ESPLORA_URL),
    bitcoinIndexFloor: integer(p, 'BITCOIN_INDEX_FLOOR', env.BITCOIN_INDEX_FLOOR || '0', 0, 0x7fffffff),
    staffSessionSecret: env.STAFF_SESSION_SECRET || '',
    staffSessionHours: integer(p, 'STAFF_SESSION_HOURS', env.STAFF_SESSION_HOURS || '12', 1, 24 * 7),
    staffLoginPerAccount: integer(p, 'STAFF_LOGIN_PER_ACCOUNT', env.STAFF_LOGIN_PER_ACCOUNT || '5', 1, 1000),
    staffLoginAccountWide: integer(
      p,
      'STAFF_LOGIN_ACCOUNT_WIDE',
      env.STAFF_LOGIN_ACCOUNT_WIDE || '30',
      1,
      100_000,
    ),
    staffLoginPerClient: integer(p, 'STAFF_LOGIN_PER_CLIENT', env.STAFF_LOGIN_PER_CLIENT || '20', 1, 10_000),
    staffLoginWindowMinutes: integer(
      p,
      'STAFF_LOGIN_WINDOW_MINUTES',
      env.STAFF_LOGIN_WINDOW_MINUTES || '15',
      1,
      24 * 60,
    ),
  };
  if (cfg.staffSessionSecret && cfg.staffSessionSecret.length < 32) {
    // the sealing library refuses shorter passwords; say so at start, not at the first sign-in
    p.push('STAFF_SESSION_SECRET must be at least 32 characters');
  }
  if (cfg.databaseUrl && !/^postgres(ql)?:\/\//.test(cfg.databaseUrl)) {
    p.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  // no phone could be checked for a country libphonenumber does not know (issue 35.5)
  const badCountry = shopCountryProblem(shopSettings.country, isSupportedCountry);
  if (badCountry) p.push(badCountry);
  return check(p, 'server configuration', cfg);
}

let cached: ServerConfig | undefined;
/** The server config, validated once per process. */
export function getServerConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}
