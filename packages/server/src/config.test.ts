import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has defaults that start the demo on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APPLICATION_ID: 'area-clienti',
      NODE_ENV: 'development',
      CONTACT_EMAIL: 'assistenza@agenzia.example.it',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('takes the bulk lane’s pool and rate, and refuses bad values at start (decisions/0155)', () => {
    expect(loadConfig({})).toMatchObject({ SMTP_POOL_SIZE: 5, SMTP_BULK_RATE: 40 });
    expect(loadConfig({ SMTP_POOL_SIZE: '8', SMTP_BULK_RATE: '120' })).toMatchObject({
      SMTP_POOL_SIZE: 8,
      SMTP_BULK_RATE: 120,
    });
    for (const [env, said] of [
      [{ SMTP_POOL_SIZE: '0' }, 'SMTP_POOL_SIZE: a whole number of connections, 1 to 50'],
      [{ SMTP_POOL_SIZE: '2.5' }, 'SMTP_POOL_SIZE: a whole number of connections, 1 to 50'],
      [{ SMTP_POOL_SIZE: 'molti' }, 'SMTP_POOL_SIZE: a whole number of connections, 1 to 50'],
      [{ SMTP_BULK_RATE: '1001' }, 'SMTP_BULK_RATE: e-mails a second, a whole number from 1 to 1000'],
      [{ SMTP_BULK_RATE: '-3' }, 'SMTP_BULK_RATE: e-mails a second, a whole number from 1 to 1000'],
      [{ SMTP_POOL_SIZE: '10', SMTP_BULK_RATE: '4' }, 'SMTP_POOL_SIZE (10) is more than SMTP_BULK_RATE (4)'],
    ] as const) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(said);
    }
  });

  it('takes a payment provider only with its keys (decisions/0151)', () => {
    expect(loadConfig({}).PAYMENTS_PROVIDER).toBeUndefined();
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
    expect(
      loadConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_51Abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
        STRIPE_API_URL: 'http://localhost:12111',
      }),
    ).toMatchObject({ PAYMENTS_PROVIDER: 'stripe', STRIPE_API_URL: 'http://localhost:12111' });
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@db/x',
      APPLICATION_ID: 'agenzia-2',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgresql://u@db/x',
      APPLICATION_ID: 'agenzia-2',
    });
  });

  it('lets only this machine read the metrics by default, and takes addresses and networks', () => {
    expect(loadConfig({}).METRICS_ALLOW).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ METRICS_ALLOW: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/8' }).METRICS_ALLOW).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    for (const wrong of ['prometheus.internal', '10.0.0.0/33', '10.0.0.1/8/8', 'fd00::/129', '10.0.0.0/x']) {
      expect(() => loadConfig({ METRICS_ALLOW: wrong }), wrong).toThrow(
        /METRICS_ALLOW: addresses or networks/,
      );
    }
  });

  /** Everything production needs, as an agency would set it. */
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgresql://area@db/area',
    PUBLIC_URL: 'https://clienti.agenzia.it',
    SMTP_URL: 'smtps://mail:secret@smtp.agenzia.it:465',
    MAIL_FROM: 'Area Clienti <no-reply@agenzia.it>',
    SMS_URL: 'https://sms.agenzia.it/send',
    SECOND_FACTOR_KEY: 'a'.repeat(64),
    SEAL_P12_FILE: '/etc/area-clienti/sigillo.p12',
    SEAL_P12_PASSWORD: 'una password lunga',
    CONTACT_EMAIL: 'assistenza@agenzia.it',
    AGENCY_LEGAL_NAME: 'Agenzia Vera S.r.l.',
    AGENCY_ADDRESS: 'Via Roma 1, 20100 Milano',
    AGENCY_VAT_NUMBER: '12345678901',
    AGENCY_RUI_NUMBER: 'A000999999',
    AGENCY_EMAIL: 'info@agenzia.it',
    AGENCY_PEC: 'agenzia@pec.it',
    AGENCY_PRIVACY_EMAIL: 'privacy@agenzia.it',
    AGENCY_DPO_EMAIL: 'dpo@agenzia.it',
    AGENCY_ACCESSIBILITY_EMAIL: 'accessibilita@agenzia.it',
  };

  it('seeds the demo agency by default outside production, and never by default in production', () => {
    expect(loadConfig({}).SEED_DEMO).toBe('true');
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe('false');
    expect(loadConfig(production).SEED_DEMO).toBe('false');
  });

  it('refuses the demo in production unless STAGING_DEMO says it is a staging demo', () => {
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO.*STAGING_DEMO=true/);
    expect(loadConfig({ ...production, SEED_DEMO: 'true', STAGING_DEMO: 'true' }).SEED_DEMO).toBe('true');
  });

  it('refuses to start production without what it needs, naming every missing variable', () => {
    expect(loadConfig(production).NODE_ENV).toBe('production');
    const { SMTP_URL: _smtp, AGENCY_PEC: _pec, ...incomplete } = production;
    expect(() => loadConfig(incomplete)).toThrow(ConfigError);
    expect(() => loadConfig(incomplete)).toThrow(/needs SMTP_URL, AGENCY_PEC/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL, PUBLIC_URL, SMTP_URL/);
  });

  it('needs the second factor key in production, 32 bytes as hex or base64 (docs/decisions/0091)', () => {
    const { SECOND_FACTOR_KEY: _key, ...withoutKey } = production;
    expect(() => loadConfig(withoutKey)).toThrow(/needs SECOND_FACTOR_KEY/);
    expect(
      loadConfig({ ...production, SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64') }).NODE_ENV,
    ).toBe('production');
    expect(() => loadConfig({ ...production, SECOND_FACTOR_KEY: 'short' })).toThrow(/SECOND_FACTOR_KEY/);
    // Outside production it may be absent: development keeps one in DATA_DIR, the tests derive one.
    expect(loadConfig({}).SECOND_FACTOR_KEY).toBeUndefined();
  });

  it("needs the agency's sealing certificate in production, and not elsewhere (docs/decisions/0113)", () => {
    const { SEAL_P12_FILE: _file, SEAL_P12_PASSWORD: _password, ...withoutSeal } = production;
    expect(() => loadConfig(withoutSeal)).toThrow(/needs SEAL_P12_FILE, SEAL_P12_PASSWORD/);
    const { SEAL_P12_PASSWORD: _alone, ...withoutPassword } = production;
    expect(() => loadConfig(withoutPassword)).toThrow(/needs SEAL_P12_PASSWORD/);
    // Outside production development makes a self-signed one in DATA_DIR, the tests one in memory.
    expect(loadConfig({}).SEAL_P12_FILE).toBeUndefined();
  });

  it('takes a fixed today for the demo and the tests, and refuses one in production', () => {
    expect(loadConfig({ CLOCK_TODAY: '2026-11-22' }).CLOCK_TODAY).toBe('2026-11-22');
    expect(loadConfig({}).CLOCK_TODAY).toBeUndefined();
    expect(() => loadConfig({ ...production, CLOCK_TODAY: '2026-11-22' })).toThrow(/CLOCK_TODAY/);
  });

  it("takes a longer window of the staff's lookup limits for the browser tests, and refuses one in production", () => {
    expect(loadConfig({}).CLIENT_LOOKUP_WINDOW_SECONDS).toBe(60);
    expect(loadConfig({ CLIENT_LOOKUP_WINDOW_SECONDS: '300' }).CLIENT_LOOKUP_WINDOW_SECONDS).toBe(300);
    expect(
      loadConfig({ ...production, CLIENT_LOOKUP_WINDOW_SECONDS: '60' }).CLIENT_LOOKUP_WINDOW_SECONDS,
    ).toBe(60);
    expect(() => loadConfig({ ...production, CLIENT_LOOKUP_WINDOW_SECONDS: '300' })).toThrow(
      /CLIENT_LOOKUP_WINDOW_SECONDS/,
    );
  });

  it.each([
    ['PORT', 'ottanta'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['APPLICATION_ID', 'Con Spazi'],
    ['NODE_ENV', 'staging'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SMTP_URL', 'http://mail.example.it'],
    ['SMS_URL', 'ftp://sms.example.it'],
    ['SEAL_TSA_URL', 'tsa.example.it/tsr'],
    ['MAIL_FROM', 'Area Clienti'],
    ['MAIL_FROM', 'a@b.it\r\nBcc: x@y.it'],
    ['CONTACT_EMAIL', 'Filiale <filiale@example.it>'],
    ['CONTACT_EMAIL', 'a@b.it\r\nBcc: x@y.it'],
    ['CLOCK_TODAY', '22/11/2026'],
    ['CLOCK_TODAY', '2026-02-30'],
    ['CLOCK_TODAY', '2026-99-99'],
    ['CLIENT_LOOKUP_WINDOW_SECONDS', '59'],
    ['CLIENT_LOOKUP_WINDOW_SECONDS', 'un minuto'],
    ['PAYMENTS_PROVIDER', 'paypal'],
    ['STRIPE_SECRET_KEY', 'pk_live_publishable'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_API_URL', 'http://localhost:12111/v1'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
