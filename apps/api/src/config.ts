import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration is parsed once at start-up from the environment; a wrong value stops the process with a
 * readable list (Epic Stack's env.server.ts). The parsed object is passed in, never read from a global.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emailList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

/** Comma-separated IPv4/IPv6 ranges in CIDR notation (a bare address is one address). */
const cidrList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().refine(isCidr, 'Use ranges like 197.97.145.144/28 or one address')));

function isCidr(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** The platform's commission on each payment, in percent, unless PAYMENT_COMMISSION_PERCENT says (decision 024). */
export const DEFAULT_COMMISSION_PERCENT = 7.5;

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the site, used in links inside e-mails. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Any PostgreSQL server; when absent an embedded server is started under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  /**
   * A direct connection (not a transaction pooler) for LISTEN, session advisory locks, the job worker and
   * migrations; defaults to DATABASE_URL. Set, it also marks DATABASE_URL as a pooler (decision 069).
   */
  DATABASE_DIRECT_URL: z.url().optional(),
  /** A read replica for the public lists that tolerate its lag (decision 069); unset: the primary. */
  DATABASE_REPLICA_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data')),
  /** Uploaded files (attachments, licence-disk photos, vehicle reports) when stored locally; default DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /** Where uploaded bytes live: the local folder FILES_DIR, or an S3-compatible bucket (decision 067). */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible endpoint (MinIO and the like); unset: AWS S3 for S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  /** The bucket (it must exist); required when FILE_STORE=s3. */
  S3_BUCKET: z.string().default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Credentials; unset: the AWS SDK's chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path, not the host name: what MinIO-like stores need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Seeds the demo marketplace into an empty database (idempotent). */
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served from the same origin when it exists. */
  WEB_DIST: z.string().optional(),
  /** Set by `npm start` while it builds the web app: a file the server waits for before serving it. */
  WEB_BUILD_WAIT: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Motorwise <no-reply@motorwise.co.za>'),
  /** Operational mailbox that receives contact-form messages. */
  SUPPORT_EMAIL: z.email().default('support@motorwise.co.za'),
  /** spec: the admin flag compares the lower-cased e-mail with a configured list of addresses. */
  ADMIN_EMAILS: emailList.default(['admin@motorwise.co.za']),
  /** Secret for signing bot-check challenges; generated per data folder when not given. */
  BOTCHECK_HMAC_KEY: z.string().min(16).optional(),
  RATE_LIMIT_ENABLED: bool.default(true),
  /**
   * Our own proxies (CIDR, comma-separated) whose X-Forwarded-For names the client's address for rate
   * limits, the audit log and sign-in devices (decision 072). Empty: the TCP peer is the client. Ranges,
   * never "every proxy": the left of X-Forwarded-For is whatever the client wrote.
   */
  TRUST_PROXY: cidrList.default([]),

  // ---- accounts and sign-in (modules/auth)
  /**
   * Signs access tokens (HS256) and, through HKDF, encrypts TOTP secrets. Generated once per data folder
   * by server.ts when not given; every instance behind a load balancer needs the same value.
   */
  JWT_SECRET: z.string().min(32).optional(),
  /** Site codes accepted in /api/sites/{siteCode}/authentication/... (lower-cased compare). */
  SITE_CODES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).min(1))
    .default(['motorwise']),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  /** A refresh token lives this long; each use replaces it (rotation). */
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** A session ends this long after sign-in, however often it is refreshed. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Failed sign-ins per account name (decision 014): the second and later failures make the name wait
   * (5 s, doubling); the LOCKOUT_THRESHOLD-th locks it for LOCKOUT_MINUTES, each further one for twice as
   * long, up to LOCKOUT_MAX_HOURS. The count is forgotten a day after the last wait ends, or on success.
   */
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(2).max(100).default(5),
  LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOCKOUT_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(24),
  /**
   * Failed sign-ins (wrong password, unknown name, wrong code, bad Google token) per network address per
   * window; successes do not count, so an office behind one address never reaches it (decision 014).
   */
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  SIGN_IN_FAILURES_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  EMAIL_CONFIRMATION_HOURS: z.coerce.number().int().min(1).default(48),
  PASSWORD_RESET_MINUTES: z.coerce.number().int().min(5).default(60),
  INVITE_DAYS: z.coerce.number().int().min(1).default(14),
  /** Google sign-in (OpenID Connect). Without GOOGLE_CLIENT_ID the option is off and the button hidden. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  WORKER_ENABLED: bool.default(true),
  /** Outbox jobs (mail, texts) one instance's worker runs at once, each on a connection of its own pool. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** How often, in minutes, quote expiry and abandoned checkouts run (once across all instances). */
  SCHEDULE_EVERY_MINUTES: z.coerce.number().int().min(1).max(30).default(10),

  // ---- surviving faults (decision 012)
  /** Longest wait for a database connection, new or from a busy pool; then the request answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** Longest a statement may run on the server; the client gives up a second later (a frozen server). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** On SIGTERM or SIGINT: how long in-flight requests and running jobs have to finish before the exit. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),

  // ---- watching it run (decision 068)
  /** Serves Prometheus metrics at /metrics to `Authorization: Bearer <this>`; unset: no /metrics (404). */
  METRICS_TOKEN: z.string().min(16, 'Use at least 16 characters (a random token)').optional(),

  // ---- payments (modules/payments, decision 023 and 024)
  /**
   * PayFast, by its published protocol. Without PAYFAST_MERCHANT_ID the app's own sandbox gateway plays
   * PayFast's part (pages inside the app, clearly marked), with sandbox credentials and URLs.
   */
  PAYFAST_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'Use the numeric merchant id')
    .optional(),
  PAYFAST_MERCHANT_KEY: z.string().min(1).max(100).optional(),
  /** The "salt passphrase" set on the PayFast account; signs the checkout and every notification. */
  PAYFAST_PASSPHRASE: z.string().max(100).optional(),
  /** Where the payer is sent (PayFast: https://www.payfast.co.za/eng/process; sandbox: our own page). */
  PAYFAST_PROCESS_URL: z.url().optional(),
  /** Where a notification is confirmed (PayFast: https://www.payfast.co.za/eng/query/validate). */
  PAYFAST_VALIDATE_URL: z.url().optional(),
  /**
   * Addresses a notification may come from (CIDR, comma-separated). PayFast publishes its ranges; the
   * defaults are those, or loopback when the sandbox sends the notifications.
   */
  PAYFAST_SOURCE_RANGES: cidrList.optional(),
  /**
   * Proxies in front of the app whose X-Forwarded-For is believed for the notification's sender (CIDR).
   * Empty: the TCP peer is the sender. Never the Referer.
   */
  PAYMENT_TRUSTED_PROXIES: cidrList.default([]),
  /** Paystack: the secret key authorises API calls and signs webhooks. Without it Paystack is off. */
  PAYSTACK_SECRET_KEY: z.string().min(8).max(200).optional(),
  /** Paystack's API (https://api.paystack.co when a secret key is set; the sandbox's own when not). */
  PAYSTACK_BASE_URL: z.url().optional(),
  /** The platform's commission on each payment, in percent of the amount paid (decision 024). */
  PAYMENT_COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(DEFAULT_COMMISSION_PERCENT),
  /** The platform as supplier on its commission VAT invoices to workshops (decision 064). */
  PLATFORM_LEGAL_NAME: z.string().min(2).max(200).default('Motorwise (Pty) Ltd'),
  /** Its address, lines separated by `|`. */
  PLATFORM_ADDRESS: z.string().max(500).default('1 Platform Street|Rosebank|Johannesburg 2196|Gauteng'),
  PLATFORM_VAT_NUMBER: z.string().max(20).default('4000000000'),
  PLATFORM_REGISTRATION_NUMBER: z.string().max(30).default('2024/000000/07'),
  PLATFORM_CONTACT: z.string().max(200).default('accounts@motorwise.co.za'),
  /**
   * A payment attempt with no verified notification after this many minutes is closed as abandoned and
   * the quote goes back to Invoiced (decision 029); a late verified payment for it is still honoured.
   */
  PAYMENT_ABANDON_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(15)
    .max(7 * 24 * 60)
    .default(120),
  /**
   * The sandbox gateway is the default where no gateway is configured, except in production, where it must
   * be asked for (PAYMENT_SANDBOX=true): a live site without a gateway takes no payments rather than
   * sandbox "payments".
   */
  PAYMENT_SANDBOX: bool.optional(),

  // ---- text messages: SMS and WhatsApp (decision 074)
  /** Where SMS go: `inbox` keeps them in the development inbox (/dev/mail), `bulksms` sends through BulkSMS. */
  TEXT_PROVIDER: z.enum(['inbox', 'bulksms']).default('inbox'),
  /** BulkSMS's JSON REST API (basic auth with an API token's id and secret). */
  BULKSMS_URL: z.url().default('https://api.bulksms.com/v1'),
  BULKSMS_TOKEN_ID: z.string().min(1).optional(),
  BULKSMS_TOKEN_SECRET: z.string().min(1).optional(),
  /** The sender id or number texts come from; unset: BulkSMS's repliable number, so STOP replies come back. */
  BULKSMS_FROM: z.string().min(1).max(20).optional(),
  /** WhatsApp Business Cloud API: set the phone number id and token to send for real; unset: the inbox. */
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  /** Each notification kind's approved template is `<prefix><kind>` (motorwise_quote_received, ...). */
  WHATSAPP_TEMPLATE_PREFIX: z.string().default('motorwise_'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('en'),
  /** The shared secret a provider's replies and delivery reports carry (X-Webhook-Secret or ?secret=). */
  TEXT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * The Meta app's secret: set, every WhatsApp webhook call must carry a valid X-Hub-Signature-256 (HMAC-SHA256
   * of the raw body with it), and the shared secret is not asked of WhatsApp.
   */
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  /** The verify token typed into Meta's dashboard: answers Meta's GET handshake (hub.challenge). Unset: refused. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
});

export type Config = z.infer<typeof ConfigSchema> & { PUBLIC_URL: string; FILES_DIR: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const problems = paymentConfigProblems(cfg);
  if (cfg.FILE_STORE === 's3' && !cfg.S3_BUCKET) problems.push('S3_BUCKET: FILE_STORE=s3 needs a bucket');
  if (cfg.TEXT_PROVIDER === 'bulksms' && !(cfg.BULKSMS_TOKEN_ID && cfg.BULKSMS_TOKEN_SECRET))
    problems.push('BULKSMS_TOKEN_ID: TEXT_PROVIDER=bulksms needs BULKSMS_TOKEN_ID and BULKSMS_TOKEN_SECRET');
  if (!cfg.WHATSAPP_PHONE_NUMBER_ID !== !cfg.WHATSAPP_ACCESS_TOKEN)
    problems.push(
      'WHATSAPP_ACCESS_TOKEN: set both WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN, or neither',
    );
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return {
    ...cfg,
    PUBLIC_URL: cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`,
    FILES_DIR: cfg.FILES_DIR ?? path.join(cfg.DATA_DIR, 'files'),
  };
}

/** Gateway settings that only make sense together (decision 023). */
function paymentConfigProblems(cfg: z.infer<typeof ConfigSchema>): string[] {
  return cfg.PAYFAST_MERCHANT_ID && !cfg.PAYFAST_MERCHANT_KEY
    ? ['PAYFAST_MERCHANT_KEY: required with PAYFAST_MERCHANT_ID']
    : [];
}
