// Site configuration, read and validated once. Public values come from NEXT_PUBLIC_* (inlined at build time);
// server values are read only by getServerConfig(), which only app/api and lib/relay call.
import * as yup from 'yup';

const PHONE = /^[+()\d][\d\s().+-]{6,24}$/;

// yup's url() refuses hosts without a dot (localhost), which operators use on loopback.
const httpUrl = () =>
  yup
    .string()
    .trim()
    .test('http-url', '${path} must be an http(s) URL', (v) => {
      if (!v) return false;
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    });

const publicSchema = yup.object({
  brandName: yup.string().trim().min(2).max(60).required(),
  supportPhone: yup.string().trim().matches(PHONE, 'support phone must be a phone number').required(),
  bitcoinAddress: yup
    .string()
    .trim()
    .matches(/^(bc1|[13]|tb1)[a-zA-HJ-NP-Z0-9]{20,90}$/, 'bitcoin address is not valid')
    .required(),
  minimumAge: yup.number().integer().min(18).max(25).required(),
  siteUrl: httpUrl().required(),
});

/** Validates once and, on failure, names every bad setting in one message an operator can act on. */
function validated<T>(schema: yup.Schema<T>, raw: unknown, what: string): T {
  try {
    return schema.validateSync(raw, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof yup.ValidationError) throw new Error(`Invalid ${what}: ${err.errors.join('; ')}`);
    throw err;
  }
}

export type SiteConfig = yup.InferType<typeof publicSchema> & { supportPhoneHref: string };

function readPublic(): SiteConfig {
  // Each NEXT_PUBLIC_ name is written out in full so the bundler can inline it.
  const raw = {
    brandName: process.env.NEXT_PUBLIC_BRAND_NAME || 'Evergreen Wellness Dispensary',
    supportPhone: process.env.NEXT_PUBLIC_SUPPORT_PHONE || '(555) 010-4200',
    bitcoinAddress: process.env.NEXT_PUBLIC_BITCOIN_ADDRESS || 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    minimumAge: Number(process.env.NEXT_PUBLIC_MIN_AGE || 21),
    siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  };
  const cfg = validated(publicSchema, raw, 'public site configuration (NEXT_PUBLIC_*)');
  return { ...cfg, supportPhoneHref: cfg.supportPhone.replace(/[^\d+]/g, '') };
}

export const siteConfig: SiteConfig = readPublic();

export const TRANSPORTS = ['outbox', 'web3forms', 'smtp'] as const;
export type TransportName = (typeof TRANSPORTS)[number];

const serverSchema = yup.object({
  transport: yup.string().oneOf(TRANSPORTS).required(),
  staffEmail: yup.string().trim().email().required(),
  fromName: yup.string().trim().min(1).max(80).required(),
  outboxDir: yup.string().trim().min(1).required(),
  web3formsUrl: httpUrl().required(),
  web3formsOrderKey: yup
    .string()
    .trim()
    .default('')
    .when('transport', {
      is: 'web3forms',
      then: (s) => s.min(1, 'WEB3FORMS_ORDER_KEY is required for the web3forms transport'),
    }),
  web3formsUpdateKey: yup
    .string()
    .trim()
    .default('')
    .when('transport', {
      is: 'web3forms',
      then: (s) => s.min(1, 'WEB3FORMS_UPDATE_KEY is required for the web3forms transport'),
    }),
  smtpUrl: yup
    .string()
    .trim()
    .default('')
    .when('transport', {
      is: 'smtp',
      then: (s) => s.matches(/^smtps?:\/\//, 'SMTP_URL (smtp:// or smtps://) is required for the smtp transport'),
    }),
  orderTokenSecret: yup.string().default(''),
  rateLimitPerMinute: yup.number().integer().min(1).max(100000).required(),
  trustProxy: yup.boolean().required(),
  mailTimeoutMs: yup.number().integer().min(100).max(60000).required(),
});

export type ServerConfig = yup.InferType<typeof serverSchema>;

/** Reads server env. Call only from app/api route handlers and lib/relay (never from client code). */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return validated(
    serverSchema,
    {
      transport: env.EMAIL_TRANSPORT || 'outbox',
      staffEmail: env.STAFF_EMAIL || 'staff@example.com',
      fromName: env.MAIL_FROM_NAME || `${siteConfig.brandName} Orders`,
      outboxDir: env.OUTBOX_DIR || '.data/outbox',
      web3formsUrl: env.WEB3FORMS_URL || 'https://api.web3forms.com/submit',
      web3formsOrderKey: env.WEB3FORMS_ORDER_KEY || '',
      web3formsUpdateKey: env.WEB3FORMS_UPDATE_KEY || '',
      smtpUrl: env.SMTP_URL || '',
      orderTokenSecret: env.ORDER_TOKEN_SECRET || '',
      rateLimitPerMinute: Number(env.RELAY_RATE_LIMIT || 20),
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      mailTimeoutMs: Number(env.MAIL_TIMEOUT_MS || 8000),
    },
    'server configuration',
  );
}

let cached: ServerConfig | undefined;
/** The server config, validated once per process. */
export function getServerConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}
