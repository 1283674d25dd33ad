// Site configuration, read and validated once. Public values come from NEXT_PUBLIC_* (inlined at build time);
// server values are read only by getServerConfig(), which only app/api and lib/relay call.
// Validation is hand-written rather than Yup: this module is in every page's bundle, and Yup is not small.

type Problems = string[];

function text(problems: Problems, name: string, value: string, min: number, max: number): string {
  const v = value.trim();
  if (v.length < min || v.length > max) problems.push(`${name} must be ${min} to ${max} characters`);
  return v;
}

function matching(problems: Problems, name: string, value: string, re: RegExp, what: string): string {
  const v = value.trim();
  if (!re.test(v)) problems.push(`${name} must be ${what}`);
  return v;
}

function integer(problems: Problems, name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || n < min || n > max)
    problems.push(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

// new URL() accepts hosts without a dot (localhost), which operators use on loopback.
function httpUrl(problems: Problems, name: string, value: string): string {
  const v = value.trim();
  try {
    if (['http:', 'https:'].includes(new URL(v).protocol)) return v;
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http(s) URL`);
  return v;
}

/**
 * An origin as browsers send it: scheme://host[:port], nothing before or after (no padding, path or slash).
 * Returns its canonical form (host lowercased, default port dropped), or undefined.
 */
export function canonicalOrigin(value: string): string | undefined {
  if (!/^https?:\/\/[^\s/?#@\\]+$/i.test(value)) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** An IANA time zone name this runtime knows ('America/Los_Angeles', 'UTC'). */
function timeZone(problems: Problems, name: string, value: string): string {
  const v = value.trim();
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: v });
  } catch {
    problems.push(`${name} must be an IANA time zone such as America/Los_Angeles`);
  }
  return v;
}

/** Names every bad setting in one message an operator can act on. */
function check<T>(problems: Problems, what: string, value: T): T {
  if (problems.length > 0) throw new Error(`Invalid ${what}: ${problems.join('; ')}`);
  return value;
}

const PHONE = /^[+()\d][\d\s().+-]{6,24}$/;
const BITCOIN_ADDRESS = /^(bc1|[13]|tb1)[a-zA-HJ-NP-Z0-9]{20,90}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Marketing claims are settings, not facts the software can back (DESIGN 13). */
export interface SiteClaims {
  /** 'HIPAA compliant': off by default (patient details are mailed through third-party services) */
  hipaaCompliant: boolean;
  /** whole dollars; free shipping on orders over it; null: no free-shipping claim */
  freeShippingOver: number | null;
  /** days of the money-back guarantee; null: no guarantee */
  moneyBackDays: number | null;
  /** phone and text support around the clock ('Available 24/7') */
  alwaysAvailable: boolean;
  /** minutes within which staff call or text about an order paid by any method but bitcoin */
  callbackMinutes: number;
}

export interface SiteConfig {
  brandName: string;
  supportPhone: string;
  /** the phone as digits (and a leading +) for tel: and sms: links */
  supportPhoneHref: string;
  bitcoinAddress: string;
  minimumAge: number;
  siteUrl: string;
  claims: SiteClaims;
}

function flag(problems: Problems, name: string, value: string): boolean {
  const v = value.trim();
  if (!['0', '1'].includes(v)) problems.push(`${name} must be 0 or 1`);
  return v === '1';
}

/** A whole number, where 0 turns the claim off (null). */
function optionalAmount(problems: Problems, name: string, value: string, max: number): number | null {
  const n = integer(problems, name, value, 0, max);
  return n === 0 ? null : n;
}

function readPublic(): SiteConfig {
  const p: Problems = [];
  // Each NEXT_PUBLIC_ name is written out in full so the bundler can inline it.
  const supportPhone = matching(
    p,
    'NEXT_PUBLIC_SUPPORT_PHONE',
    process.env.NEXT_PUBLIC_SUPPORT_PHONE || '(555) 010-4200',
    PHONE,
    'a phone number',
  );
  const cfg: SiteConfig = {
    brandName: text(
      p,
      'NEXT_PUBLIC_BRAND_NAME',
      process.env.NEXT_PUBLIC_BRAND_NAME || 'Evergreen Wellness Dispensary',
      2,
      60,
    ),
    supportPhone,
    supportPhoneHref: supportPhone.replace(/[^\d+]/g, ''),
    bitcoinAddress: matching(
      p,
      'NEXT_PUBLIC_BITCOIN_ADDRESS',
      process.env.NEXT_PUBLIC_BITCOIN_ADDRESS || 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      BITCOIN_ADDRESS,
      'a bitcoin address',
    ),
    minimumAge: integer(p, 'NEXT_PUBLIC_MIN_AGE', process.env.NEXT_PUBLIC_MIN_AGE || '21', 18, 25),
    siteUrl: httpUrl(p, 'NEXT_PUBLIC_SITE_URL', process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000'),
    claims: {
      hipaaCompliant: flag(p, 'NEXT_PUBLIC_CLAIM_HIPAA', process.env.NEXT_PUBLIC_CLAIM_HIPAA || '0'),
      freeShippingOver: optionalAmount(
        p,
        'NEXT_PUBLIC_FREE_SHIPPING_OVER',
        process.env.NEXT_PUBLIC_FREE_SHIPPING_OVER || '50',
        100_000,
      ),
      moneyBackDays: optionalAmount(
        p,
        'NEXT_PUBLIC_MONEY_BACK_DAYS',
        process.env.NEXT_PUBLIC_MONEY_BACK_DAYS || '30',
        365,
      ),
      alwaysAvailable: flag(p, 'NEXT_PUBLIC_CLAIM_24_7', process.env.NEXT_PUBLIC_CLAIM_24_7 || '1'),
      callbackMinutes: integer(
        p,
        'NEXT_PUBLIC_CALLBACK_MINUTES',
        process.env.NEXT_PUBLIC_CALLBACK_MINUTES || '30',
        1,
        1440,
      ),
    },
  };
  return check(p, 'public site configuration (NEXT_PUBLIC_*)', cfg);
}

export const siteConfig: SiteConfig = readPublic();

export const TRANSPORTS = ['outbox', 'web3forms', 'smtp'] as const;
export type TransportName = (typeof TRANSPORTS)[number];

export interface ServerConfig {
  transport: TransportName;
  staffEmail: string;
  fromName: string;
  outboxDir: string;
  web3formsUrl: string;
  web3formsOrderKey: string;
  web3formsUpdateKey: string;
  smtpUrl: string;
  /** empty: the relay makes a random one per process and warns */
  orderTokenSecret: string;
  rateLimitPerMinute: number;
  /** how many proxies in front append to X-Forwarded-For; 0: the socket's address is the client */
  trustProxyHops: number;
  /** origins besides NEXT_PUBLIC_SITE_URL's that may post to the relay, canonical */
  allowedOrigins: string[];
  mailTimeoutMs: number;
  /** postgres://… : a PostgreSQL server; empty: the embedded store in embeddedDbDir */
  databaseUrl: string;
  embeddedDbDir: string;
  dbPoolMax: number;
  /** first retry of a failed delivery; doubles per attempt up to an hour */
  mailRetryBaseMs: number;
  /** how long a failing message is retried before it is marked failed */
  mailRetryHours: number;
  /** IANA zone the staff mail gives dates in, e.g. 'America/Los_Angeles' */
  shopTimeZone: string;
}

export const MAX_TRUST_PROXY_HOPS = 10;

function proxyHops(problems: Problems, value: string | undefined): number {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false') return 0;
  if (v === 'true') return 1;
  return integer(problems, 'TRUST_PROXY', v, 0, MAX_TRUST_PROXY_HOPS);
}

function origins(problems: Problems, value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.flatMap((entry) => {
    const origin = canonicalOrigin(entry);
    if (origin) return [origin];
    problems.push(
      `ALLOWED_ORIGINS entry "${entry.slice(0, 80)}" must be an origin like https://shop.example`,
    );
    return [];
  });
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
  const cfg: ServerConfig = {
    transport,
    staffEmail: matching(p, 'STAFF_EMAIL', env.STAFF_EMAIL || 'staff@example.com', EMAIL, 'an email address'),
    fromName: text(p, 'MAIL_FROM_NAME', env.MAIL_FROM_NAME || `${siteConfig.brandName} Orders`, 1, 80),
    outboxDir: text(p, 'OUTBOX_DIR', env.OUTBOX_DIR || '.data/outbox', 1, 4096),
    web3formsUrl: httpUrl(p, 'WEB3FORMS_URL', env.WEB3FORMS_URL || 'https://api.web3forms.com/submit'),
    web3formsOrderKey,
    web3formsUpdateKey,
    smtpUrl,
    orderTokenSecret: env.ORDER_TOKEN_SECRET || '',
    rateLimitPerMinute: integer(p, 'RELAY_RATE_LIMIT', env.RELAY_RATE_LIMIT || '20', 1, 100_000),
    trustProxyHops: proxyHops(p, env.TRUST_PROXY),
    allowedOrigins: origins(p, env.ALLOWED_ORIGINS),
    mailTimeoutMs: integer(p, 'MAIL_TIMEOUT_MS', env.MAIL_TIMEOUT_MS || '8000', 100, 60_000),
    databaseUrl: (env.DATABASE_URL || '').trim(),
    embeddedDbDir: text(p, 'EMBEDDED_DB_DIR', env.EMBEDDED_DB_DIR || '.data/db', 1, 4096),
    dbPoolMax: integer(p, 'DB_POOL_MAX', env.DB_POOL_MAX || '10', 1, 200),
    mailRetryBaseMs: integer(p, 'MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS || '5000', 10, 3_600_000),
    mailRetryHours: integer(p, 'MAIL_RETRY_HOURS', env.MAIL_RETRY_HOURS || '24', 1, 24 * 30),
    shopTimeZone: timeZone(p, 'SHOP_TIME_ZONE', env.SHOP_TIME_ZONE || 'America/Los_Angeles'),
  };
  if (cfg.databaseUrl && !/^postgres(ql)?:\/\//.test(cfg.databaseUrl)) {
    p.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return check(p, 'server configuration', cfg);
}

let cached: ServerConfig | undefined;
/** The server config, validated once per process. */
export function getServerConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}
