import { isIP } from 'node:net';
import { DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

/** An address (`10.0.0.5`, `::1`) or a network (`10.0.0.0/24`, `fd00::/8`). */
const isAddressOrNetwork = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/** The names of address ranges Fastify's trustProxy knows (proxy-addr). */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * The largest feed a Superuser uploads from the console, in MiB (at most the contract's 1024): written to
   * DATA_DIR/uploads as it arrives, a .zip unpacked there to at most four times as much (decisions/0102).
   */
  FEED_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(512),
  /**
   * The room in MiB of the feeds sent in chunks from the console and not yet imported, all together:
   * written to DATA_DIR/feed-staging, an archive unpacked to at most four times as much (decisions/0159).
   */
  FEED_STAGING_MAX_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(16 * 1024 * 1024)
    .default(20 * 1024),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * How long a query or a new connection to the PostgreSQL server may take before the call answers 503
   * CONNECTION_ERROR: a hung or partitioned database never hangs a request (docs/decisions/0042).
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(4_000),
  /**
   * Connections an instance opens at most to the PostgreSQL server. A read holds one for a millisecond or
   * two, so ten serve hundreds of calls a second; more only queue inside PostgreSQL instead of here.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** At start, how long to keep trying a PostgreSQL server that does not answer yet, before giving up. */
  DATABASE_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3_600).default(120),
  APPLICATION_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lowercase letters, digits and hyphens')
    .default(DEFAULT_APPLICATION_ID),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Minutes of inactivity after which a session ends. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Hours after login after which a session ends whatever the activity. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /**
   * Seconds an instance answers a session from its own memory before reading it again (decisions/0075);
   * any change to it reaches every instance at once through PostgreSQL notifications. 0: always read.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * Seed the demo agency into an empty database. Default: yes outside production, never in production,
   * where the demo's Superuser and its published password must not exist (see STAGING_DEMO).
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** The explicit opt-in for a demo in production (a staging server): logged loudly at every start. */
  STAGING_DEMO: z.enum(['true', 'false']).default('false'),
  /**
   * Behind load balancers: which of them to trust, so that limits count the client's address, not a
   * balancer's. A number of hops (`1`: one balancer in front; `true` means 1), or the proxies' addresses and
   * networks, comma-separated (`10.0.0.0/8,192.0.2.7`; also `loopback`, `linklocal`, `uniquelocal`). The
   * client is the rightmost address of X-Forwarded-For not trusted: what a client writes in the header
   * itself, leftmost, is never taken (docs/configuration.md, decisions/0088). `false`: the peer's address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): number | string[] | false => {
      const text = value.trim();
      if (text === 'false' || text === '0') return false;
      if (text === 'true') return 1;
      if (/^\d+$/.test(text)) return Number(text);
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length > 0 && entries.every((entry) => PROXY_NAMES.has(entry) || isAddressOrNetwork(entry)))
        return entries;
      context.addIssue({
        code: 'custom',
        message:
          'false, a number of proxies (1), or the proxies’ addresses and networks, comma-separated (10.0.0.0/8,192.0.2.7)',
      });
      return z.NEVER;
    }),
  /**
   * Who may read the Prometheus metrics at /metrics: addresses and networks, comma-separated; everyone
   * else gets 404 (docs/operations.md). Default: this machine only.
   */
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.1,::1')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isAddressOrNetwork),
      'addresses or networks (10.0.0.5, 10.0.0.0/24, fd00::/8), comma-separated',
    ),
  // The agency's identity on the legal pages (privacy notice, cookie policy, accessibility declaration).
  // The defaults are the demo agency's: a real agency sets every one of them.
  AGENCY_LEGAL_NAME: z.string().min(1).default('Agenzia Assicurativa Esempio S.r.l.'),
  AGENCY_ADDRESS: z.string().min(1).default('Via del Corso 100, 00186 Roma'),
  AGENCY_VAT_NUMBER: z
    .string()
    .regex(/^\d{11}$/, '11 digits')
    .default('01234567890'),
  AGENCY_RUI_NUMBER: z.string().min(1).default('A000123456'),
  AGENCY_EMAIL: z.email().default('assistenza@agenzia.example.it'),
  AGENCY_PEC: z.email().default('agenzia.esempio@pec.example.it'),
  AGENCY_PRIVACY_EMAIL: z.email().default('privacy@agenzia.example.it'),
  AGENCY_DPO_EMAIL: z.email().default('dpo@agenzia.example.it'),
  AGENCY_ACCESSIBILITY_EMAIL: z.email().default('accessibilita@agenzia.example.it'),
  /**
   * The agency's logo beside its name in the client pages' header and footer: a PNG, JPEG, WebP or SVG file
   * of at most 200 KB, served at /agency-logo (docs/configuration.md); unset: the name alone.
   */
  AGENCY_LOGO_FILE: z
    .string()
    .regex(/\.(png|jpe?g|webp|svg)$/i, 'a .png, .jpg, .webp or .svg file')
    .optional(),
  /**
   * The agency's claims line: a telephone number the claim report's way out offers as a `tel:` link beside
   * the client's branch (issue 34, decisions/0136); unset: the branch alone.
   */
  AGENCY_CLAIMS_PHONE: z
    .string()
    .regex(/^\+?[0-9][0-9 ./-]{4,20}$/, 'a telephone number (digits, spaces, dots, hyphens, a leading +)')
    .optional(),
  /** Folder of the built web app served at /. */
  WEB_DIST_DIR: z.string().optional(),
  /** SMTP server for e-mail (`smtp://user:pass@host:587`, `smtps://…:465`); unset: the outbox (docs/configuration.md). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// address')
    .optional(),
  /** The sender of every e-mail. */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'an address, or "Name <address>"')
    .default('Area Clienti <no-reply@area-clienti.local>'),
  /** Where contact requests go when the client's branch has no e-mail, and every public one. */
  CONTACT_EMAIL: z.email('an e-mail address').default('assistenza@agenzia.example.it'),
  /** Hours driver B has to sign a CAI from the link before it goes on signed by A alone (docs/decisions/0111). */
  CLAIM_REPORT_B_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** The roadside-assistance number offered on a report's start page for a policy that covers it (issue 34). */
  CLAIM_ROADSIDE_PHONE: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/)
    .optional(),
  /**
   * A claim report's files checked at once by this process (a photo decoded and re-encoded, a PDF parsed)
   * and at once for one client; the others wait their turn, clients served in rotation (decisions/0133).
   * One decode of a 60 MP photo holds about 45-90 MB; each holds a thread of libuv's four.
   */
  FILE_CHECKS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(2),
  FILE_CHECKS_PER_CLIENT: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Where each claim report sent is announced to the agency's core system, signed with HMAC-SHA256 by
   * CLAIM_REPORT_WEBHOOK_SECRET (docs/decisions/0112); unset: only the pull feed.
   */
  CLAIM_REPORT_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'an http:// or https:// address')
    .optional(),
  CLAIM_REPORT_WEBHOOK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * Whether a client's change of e-mail or of address is applied at once (shown as theirs, pending the
   * agency's feed) or kept as a request the agency confirms (docs/decisions/0145). The IBAN is always a request.
   */
  OWN_DATA_EMAIL_MODE: z.enum(['apply', 'request']).default('apply'),
  OWN_DATA_ADDRESS_MODE: z.enum(['apply', 'request']).default('apply'),
  /** Where each change a client makes of their own data is announced, signed by OWN_DATA_WEBHOOK_SECRET. */
  OWN_DATA_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'an http:// or https:// address')
    .optional(),
  OWN_DATA_WEBHOOK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * The payment provider of "Paga la rata" (issue 36, decisions/0151): `stripe` (Stripe Checkout), with
   * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the notification endpoint's signing secret). Unset: no
   * payment online, the button is a request to the branch.
   */
  PAYMENTS_PROVIDER: z.enum(['stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'a secret or restricted key (sk_live_…, sk_test_…, rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_]+$/, "the notification endpoint's signing secret (whsec_…)")
    .optional(),
  /** Another Stripe API address: the local server of `npm run stripe-local`, for development and tests. */
  STRIPE_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+\/?$/, 'an http:// or https:// address with no path')
    .optional(),
  /** Where each payment paid or refunded is announced (decisions/0153), signed by PAYMENTS_WEBHOOK_SECRET. */
  PAYMENTS_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'an http:// or https:// address')
    .optional(),
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** HTTP SMS gateway (docs/sms-gateway.md); unset: the outbox. */
  SMS_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'an http:// or https:// address')
    .optional(),
  /** The address clients open the app at, for links in e-mails and printed by the tools (no trailing slash). */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'an http:// or https:// address')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** Single sign-on key shared with the bank: 32 random bytes as base64url (docs/sso.md). */
  SSO_SHARED_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, '32 bytes as base64url (43 characters)')
    .optional(),
  /**
   * The key that encrypts the second factor's secrets at rest (AES-256-GCM) and keys the recovery codes'
   * hashes: 32 random bytes as hex (64 characters) or base64 (docs/configuration.md). Required in
   * production; in development a key of this machine is kept in DATA_DIR/second-factor-dev.key.
   */
  SECOND_FACTOR_KEY: z
    .string()
    .regex(
      /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=?|[A-Za-z0-9_-]{43})$/,
      '32 bytes as hex (64 characters) or base64 (43 or 44 characters)',
    )
    .optional(),
  /**
   * The agency's sealing certificate with its private key, a PKCS#12 file (.p12/.pfx), and its password:
   * the signed claim reports are sealed with it (PAdES, decisions/0113). Required in production; in
   * development a self-signed certificate is made once into DATA_DIR/seal-dev.p12.
   */
  SEAL_P12_FILE: z.string().min(1).optional(),
  SEAL_P12_PASSWORD: z.string().min(1).optional(),
  /**
   * An RFC 3161 time-stamp authority (its http:// or https:// address, a user and password in it if it asks
   * them): each seal is then time-stamped there, PAdES B-T; a TSA that fails, fails the seal
   * (decisions/0119). Unset: the seal is PAdES B-B, its time only the one the agency's server wrote.
   */
  SEAL_TSA_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'an http:// or https:// address')
    .optional(),
  /**
   * The window, in seconds, of the staff's client lookups' limits: CLIENT_SEARCHES_PER_MINUTE searches and
   * CLIENT_FILES_PER_MINUTE client pages per staff account (decisions/0132). A minute, as the contract and
   * the console's messages say; refused otherwise in production. The browser tests' servers set it longer
   * than any test may run, so that a test's burst and the refusal it expects fall in one window however
   * slow the machine (a window starts at its first hit).
   */
  CLIENT_LOOKUP_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(60),
  /**
   * A fixed "today" (YYYY-MM-DD) for the rules that count days (a payment overdue, a policy expiring within
   * 30 days): the demo's and the tests' fixed dates then always read the same. Refused in production.
   */
  CLOCK_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    }, 'a real calendar date')
    .optional(),
});

/** What production cannot do without: where clients are, where mail and SMS go, who the agency is. */
export const PRODUCTION_REQUIRED = [
  'DATABASE_URL',
  'PUBLIC_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'SMS_URL',
  'SECOND_FACTOR_KEY',
  'SEAL_P12_FILE',
  'SEAL_P12_PASSWORD',
  'CONTACT_EMAIL',
  'AGENCY_LEGAL_NAME',
  'AGENCY_ADDRESS',
  'AGENCY_VAT_NUMBER',
  'AGENCY_RUI_NUMBER',
  'AGENCY_EMAIL',
  'AGENCY_PEC',
  'AGENCY_PRIVACY_EMAIL',
  'AGENCY_DPO_EMAIL',
  'AGENCY_ACCESSIBILITY_EMAIL',
] as const;

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO'> & { SEED_DEMO: 'true' | 'false' };

export class ConfigError extends Error {}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it. A number of hops is a function of the hop: Fastify
 * (5.12) ignores X-Forwarded-For altogether for a bare number, since it cannot check the peer; counting
 * hops is right where only the balancers can reach the server, which is what the number says.
 */
export function trustProxyOption(
  value: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** Where clients reach the app: PUBLIC_URL, or this machine's port in development. */
export const publicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) =>
  config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

/** Parses the environment once at start; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(relevant);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  for (const prefix of ['CLAIM_REPORT', 'OWN_DATA', 'PAYMENTS'] as const) {
    if (
      (parsed.data[`${prefix}_WEBHOOK_URL`] === undefined) !==
      (parsed.data[`${prefix}_WEBHOOK_SECRET`] === undefined)
    ) {
      throw new ConfigError(
        `Invalid configuration — ${prefix}_WEBHOOK_URL and ${prefix}_WEBHOOK_SECRET go together: an unsigned webhook is never sent`,
      );
    }
  }
  if (
    parsed.data.PAYMENTS_PROVIDER === 'stripe' &&
    (parsed.data.STRIPE_SECRET_KEY === undefined || parsed.data.STRIPE_WEBHOOK_SECRET === undefined)
  ) {
    throw new ConfigError(
      'Invalid configuration — PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/deployment.md)',
    );
  }
  const production = parsed.data.NODE_ENV === 'production';
  if (production) {
    const missing = PRODUCTION_REQUIRED.filter((name) => !(name in relevant));
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration — NODE_ENV=production needs ${missing.join(', ')} (docs/deployment.md)`,
      );
    }
    if (parsed.data.CLOCK_TODAY !== undefined) {
      throw new ConfigError(
        'Invalid configuration — CLOCK_TODAY: a fixed today is for the demo and the tests; in production ' +
          'due dates and expiries count from the real date',
      );
    }
    if (parsed.data.CLIENT_LOOKUP_WINDOW_SECONDS !== 60) {
      throw new ConfigError(
        "Invalid configuration — CLIENT_LOOKUP_WINDOW_SECONDS: the staff's searches and client pages are " +
          'limited per minute, as the console tells them; a longer window is for the browser tests',
      );
    }
    if (parsed.data.SEED_DEMO === 'true' && parsed.data.STAGING_DEMO !== 'true') {
      throw new ConfigError(
        'Invalid configuration — SEED_DEMO: the demo agency has a Superuser whose password is public; ' +
          'in production it is written only for a staging demo, with STAGING_DEMO=true as well',
      );
    }
  }
  return { ...parsed.data, SEED_DEMO: parsed.data.SEED_DEMO ?? (production ? 'false' : 'true') };
}

/** The configuration tests start from: in-memory database, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), ...overrides };
}
