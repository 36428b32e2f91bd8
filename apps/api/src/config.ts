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

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the site, used in links inside e-mails. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Any PostgreSQL server; when absent an embedded server is started under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data')),
  /** Seeds the demo marketplace into an empty database (idempotent). */
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served from the same origin when it exists. */
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Motorwise <no-reply@motorwise.co.za>'),
  /** Operational mailbox that receives contact-form messages. */
  SUPPORT_EMAIL: z.email().default('support@motorwise.co.za'),
  /** spec: the admin flag compares the lower-cased e-mail with a configured list of addresses. */
  ADMIN_EMAILS: emailList.default(['admin@motorwise.co.za']),
  /** Secret for signing bot-check challenges; generated per data folder when not given. */
  BOTCHECK_HMAC_KEY: z.string().min(16).optional(),
  RATE_LIMIT_ENABLED: bool.default(true),
  WORKER_ENABLED: bool.default(true),
});

export type Config = z.infer<typeof ConfigSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  return { ...cfg, PUBLIC_URL: cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}` };
}
