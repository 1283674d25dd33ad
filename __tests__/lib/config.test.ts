/** @jest-environment node */
import { siteConfig, telHref } from '@/lib/config/public';
import { readServerConfig } from '@/lib/config/server';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/order/rules';

describe('public site config', () => {
  it('has demo defaults so a fresh machine runs with no .env', () => {
    expect(siteConfig.brandName.length).toBeGreaterThan(1);
    expect(siteConfig.supportPhone).toMatch(/\d/);
    expect(siteConfig.supportPhoneHref).toBe('+15550104200');
    expect(siteConfig.bitcoinAddress).toMatch(/^bc1/);
    // the default limits policy's age (ca-medical: 18 with a recommendation, issue 26.1)
    expect(siteConfig.minimumAge).toBe(18);
  });

  it('keeps the spec claims by default, except HIPAA (docs/design.md, decision 13)', () => {
    expect(siteConfig.claims).toEqual({
      hipaaCompliant: false,
      moneyBackDays: 30,
      alwaysAvailable: true,
      callbackMinutes: 30,
    });
  });

  it('validates public env values at load', async () => {
    const load = async (env: Record<string, string>) => {
      const saved = { ...process.env };
      Object.assign(process.env, env);
      try {
        jest.resetModules();
        return (await import('@/lib/config/public')).siteConfig;
      } finally {
        process.env = saved;
      }
    };
    await expect(load({ NEXT_PUBLIC_MIN_AGE: '21' })).resolves.toMatchObject({ minimumAge: 21 });
    await expect(load({ NEXT_PUBLIC_MIN_AGE: '12' })).rejects.toThrow();
    await expect(load({ NEXT_PUBLIC_MIN_AGE: '17' })).rejects.toThrow(
      /NEXT_PUBLIC_MIN_AGE must be .* from 18 to 25/,
    );
    await expect(load({ NEXT_PUBLIC_SUPPORT_PHONE: 'call us' })).rejects.toThrow(/phone/);
    await expect(load({ NEXT_PUBLIC_BITCOIN_ADDRESS: 'not-an-address' })).rejects.toThrow(/bitcoin/);
    await expect(
      load({
        NEXT_PUBLIC_CLAIM_HIPAA: '1',
        NEXT_PUBLIC_MONEY_BACK_DAYS: '14',
        NEXT_PUBLIC_CLAIM_24_7: '0',
      }),
    ).resolves.toMatchObject({
      claims: { hipaaCompliant: true, moneyBackDays: 14, alwaysAvailable: false },
    });
    await expect(load({ NEXT_PUBLIC_CLAIM_HIPAA: 'yes' })).rejects.toThrow(/NEXT_PUBLIC_CLAIM_HIPAA/);
    await expect(load({ NEXT_PUBLIC_MONEY_BACK_DAYS: '-3' })).rejects.toThrow(/NEXT_PUBLIC_MONEY_BACK_DAYS/);
  });
});

describe('server config', () => {
  it('defaults to the outbox transport with no env at all', () => {
    const cfg = readServerConfig({});
    expect(cfg).toMatchObject({
      transport: 'outbox',
      outboxDir: '.data/outbox',
      rateLimitPerMinute: 20,
      readRateLimitPerMinute: 120,
      trustProxy: { addresses: [] },
      allowedOrigins: [],
      orderTokenSecret: '',
      shopTimeZone: 'America/Los_Angeles',
    });
    // the zone is data/shop.json's (the shopper's pages read it too); the old variable may only agree with it
    expect(readServerConfig({ SHOP_TIME_ZONE: 'America/Los_Angeles' }).shopTimeZone).toBe(
      'America/Los_Angeles',
    );
    expect(() => readServerConfig({ SHOP_TIME_ZONE: 'Europe/Berlin' })).toThrow(
      /SHOP_TIME_ZONE is now "timeZone" in data\/shop.json.*"timeZone": "Europe\/Berlin"/,
    );
  });

  it('reads every variable', () => {
    const cfg = readServerConfig({
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      STAFF_EMAIL: 'orders@shop.example',
      MAIL_FROM_NAME: 'Shop',
      OUTBOX_DIR: '/tmp/x',
      ORDER_TOKEN_SECRET: 's3cret',
      RELAY_RATE_LIMIT: '5',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      ALLOWED_ORIGINS: 'https://Shop.example, http://127.0.0.1:3200',
      MAIL_TIMEOUT_MS: '2000',
    });
    expect(cfg).toMatchObject({
      transport: 'smtp',
      smtpUrl: 'smtp://127.0.0.1:2525',
      staffEmail: 'orders@shop.example',
      fromName: 'Shop',
      outboxDir: '/tmp/x',
      orderTokenSecret: 's3cret',
      rateLimitPerMinute: 5,
      trustProxy: { addresses: ['127.0.0.1', '10.0.0.0/8'] },
      allowedOrigins: ['https://shop.example', 'http://127.0.0.1:3200'],
      mailTimeoutMs: 2000,
    });
  });

  it('refuses an unknown transport, a transport without its keys, and bad numbers', () => {
    const bad = (env: Record<string, string>) => () => readServerConfig(env);
    expect(bad({ EMAIL_TRANSPORT: 'pigeon' })).toThrow();
    expect(bad({ EMAIL_TRANSPORT: 'web3forms' })).toThrow(/WEB3FORMS_ORDER_KEY/);
    expect(bad({ EMAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(bad({ RELAY_RATE_LIMIT: 'lots' })).toThrow();
    expect(bad({ READ_RATE_LIMIT: '0' })).toThrow(/READ_RATE_LIMIT/);
    expect(bad({ STAFF_EMAIL: 'not-an-email' })).toThrow();
    expect(bad({ SHOP_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(/SHOP_TIME_ZONE/);
  });

  it('reads ORDER_MAX_UNITS, one full line by default, and refuses a bad one naming it (issue 33.9)', () => {
    expect(readServerConfig({}).orderMaxUnits).toBe(MAX_LINE_QUANTITY);
    expect(readServerConfig({ ORDER_MAX_UNITS: '' }).orderMaxUnits).toBe(MAX_LINE_QUANTITY);
    expect(readServerConfig({ ORDER_MAX_UNITS: ' 24 ' }).orderMaxUnits).toBe(24);
    const most = MAX_LINE_QUANTITY * MAX_ORDER_LINES;
    expect(readServerConfig({ ORDER_MAX_UNITS: String(most) }).orderMaxUnits).toBe(most);
    for (const value of ['0', '-5', '2.5', 'fifty', String(most + 1)]) {
      expect(() => readServerConfig({ ORDER_MAX_UNITS: value })).toThrow(
        `ORDER_MAX_UNITS must be a whole number from 1 to ${most}`,
      );
    }
  });

  it('reads TRUST_PROXY as proxy addresses, CIDR ranges and proxy-addr names', () => {
    const trust = (v: string) => readServerConfig({ TRUST_PROXY: v }).trustProxy;
    expect(trust('127.0.0.1,10.0.0.0/8')).toEqual({ addresses: ['127.0.0.1', '10.0.0.0/8'] });
    expect(trust(' Loopback , fd00::/8 ,')).toEqual({ addresses: ['loopback', 'fd00::/8'] });
    expect(trust('::ffff:127.0.0.1, 192.168.0.0/255.255.0.0')).toEqual({
      addresses: ['::ffff:127.0.0.1', '192.168.0.0/255.255.0.0'],
    });
  });

  it('still reads TRUST_PROXY as a number of proxy hops, keeping 1/true and 0/unset', () => {
    const trust = (v: string) => readServerConfig({ TRUST_PROXY: v }).trustProxy;
    expect([trust('1'), trust('true'), trust('3'), trust('10')]).toEqual([
      { hops: 1 },
      { hops: 1 },
      { hops: 3 },
      { hops: 10 },
    ]);
    for (const none of ['0', '', 'false']) expect(trust(none)).toEqual({ addresses: [] });
  });

  it('refuses a TRUST_PROXY that is neither addresses nor a hop count, naming it', () => {
    for (const v of [
      '11',
      '-1',
      'yes',
      '1.5',
      '10.0.0.0/33',
      '127.0.0.1:8080',
      'proxy.example',
      ',',
      '127.0.0.1,x',
    ])
      expect(() => readServerConfig({ TRUST_PROXY: v })).toThrow(
        /TRUST_PROXY must be addresses or CIDR ranges/,
      );
  });

  it('refuses an ALLOWED_ORIGINS entry that is not a bare origin', () => {
    for (const v of ['shop.example', 'https://shop.example/', 'https://shop.example/path', 'ftp://x.example'])
      expect(() => readServerConfig({ ALLOWED_ORIGINS: v })).toThrow(/ALLOWED_ORIGINS/);
    expect(readServerConfig({ ALLOWED_ORIGINS: ' , https://a.example:443 ,' }).allowedOrigins).toEqual([
      'https://a.example',
    ]);
  });
});

describe('tel: links in E.164 (issue 34.9)', () => {
  it.each([
    ['(555) 010-4200', '+15550104200'],
    ['1-555-010-4200', '+15550104200'],
    ['+1 415 555 2671', '+14155552671'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s -> %s', (written, e164) => {
    expect(telHref(written)).toBe(e164);
  });
});
