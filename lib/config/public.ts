// Public site configuration from NEXT_PUBLIC_* (inlined at build time), read and validated once. Client-safe: it
// is in every page's bundle. Server settings are in lib/config/server.ts.
import {
  type Problems,
  text,
  matching,
  integer,
  httpUrl,
  check,
  PHONE,
  BITCOIN_ADDRESS,
} from '@/lib/config/checks';
import { limitsPolicy } from '@/lib/limits/current';
import { shopperMailSetting } from '@/lib/mail/reach.mjs';

/** Marketing claims are settings, not facts the software can back (docs/design.md, decision 13). */
export interface SiteClaims {
  /** 'HIPAA compliant': off by default (patient details are mailed through third-party services) */
  hipaaCompliant: boolean;
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
  /** the phone in E.164 ('+15550104200') for tel: and sms: links (telHref) */
  supportPhoneHref: string;
  bitcoinAddress: string;
  /** no NEXT_PUBLIC_BITCOIN_ADDRESS: bitcoinAddress is the demo one, shown with a "do not pay" notice */
  bitcoinAddressIsDemo: boolean;
  minimumAge: number;
  /** NEXT_PUBLIC_SITE_URL, or http://localhost:3000 for canonical links and the sitemap when it is not set */
  siteUrl: string;
  /**
   * Whether the operator set NEXT_PUBLIC_SITE_URL: at build time (inlined, in server code too) or, when the build
   * had none, in the server's environment at run time. Unset, the relay accepts a request's own origin instead.
   */
  siteUrlSet: boolean;
  claims: SiteClaims;
  /**
   * Whether the mail transport can reach a shopper (SMTP, the outbox; not the web form service): the checkout then
   * offers a confirmation mail (issue 25.4). NEXT_PUBLIC_SHOPPER_MAIL, which next.config.mjs derives from
   * EMAIL_TRANSPORT at build; where it was not inlined (tests, scripts), derived from EMAIL_TRANSPORT here.
   */
  shopperMail: boolean;
}

/** BIP173's example address: shown only with a "demo address: do not pay" notice. */
export const DEMO_BITCOIN_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

/**
 * A phone as E.164 for tel: links (issue 34.9): written with + it is kept as written; ten digits, or eleven after
 * a 1, are a North American number (the default shop's), so +1 is added. Write others with + and their code.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits;
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
    supportPhoneHref: telHref(supportPhone),
    bitcoinAddress: matching(
      p,
      'NEXT_PUBLIC_BITCOIN_ADDRESS',
      process.env.NEXT_PUBLIC_BITCOIN_ADDRESS || DEMO_BITCOIN_ADDRESS,
      BITCOIN_ADDRESS,
      'a bitcoin address',
    ),
    bitcoinAddressIsDemo:
      (process.env.NEXT_PUBLIC_BITCOIN_ADDRESS || DEMO_BITCOIN_ADDRESS) === DEMO_BITCOIN_ADDRESS,
    // the limits policy's age (issue 26.1: 21 adult use, 18 medicinal); the setting may raise it, never lower it
    minimumAge: integer(
      p,
      'NEXT_PUBLIC_MIN_AGE',
      process.env.NEXT_PUBLIC_MIN_AGE || String(limitsPolicy.age),
      limitsPolicy.age,
      25,
    ),
    siteUrl: httpUrl(p, 'NEXT_PUBLIC_SITE_URL', process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000'),
    siteUrlSet: (process.env.NEXT_PUBLIC_SITE_URL ?? '').trim() !== '',
    shopperMail:
      (process.env.NEXT_PUBLIC_SHOPPER_MAIL || shopperMailSetting(process.env.EMAIL_TRANSPORT)) === '1',
    claims: {
      hipaaCompliant: flag(p, 'NEXT_PUBLIC_CLAIM_HIPAA', process.env.NEXT_PUBLIC_CLAIM_HIPAA || '0'),
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
