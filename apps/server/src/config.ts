import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRODUCT_NAME } from '@vve/contract/constants';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A comma-separated list of origins: never '*', never 'null', each a bare scheme://host[:port]. */
const OriginList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .refine((origin) => origin !== '*' && origin !== 'null', 'must name an origin, never * or null')
        .refine((origin) => URL.canParse(origin) && new URL(origin).origin === origin, {
          message: 'must be a bare origin such as https://app.example.nl (no path, no trailing slash)',
        }),
    ),
  );

const Flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    ALLOWED_ORIGINS: OriginList,
    COOKIE_SECURE: Flag.default(false),
    TRUST_PROXY: Flag.default(false),
    SEED_DEMO_DATA: Flag.default(true),
    WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: z
      .url()
      .refine((url) => /^smtps?:$/.test(new URL(url).protocol), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default(`${PRODUCT_NAME} <no-reply@localhost>`),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a VAPID public key (base64url)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a VAPID private key (base64url)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
      .optional(),
    PUBLIC_URL: z
      .url()
      .refine(
        (url) => new URL(url).origin === url.replace(/\/$/, ''),
        'must be a bare origin, such as https://vve.example.nl',
      )
      .optional(),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PUBLIC_KEY'],
  });

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; without it the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origins of web clients allowed to call with credentials (spec §1), besides the server's own. */
  allowedOrigins: readonly string[];
  /** Secure cookies, SameSite=None, for cross-site clients over https. */
  cookieSecure: boolean;
  trustProxy: boolean;
  seedDemoData: boolean;
  webDist: string;
  logLevel: string;
  /** Where email goes out; without it, emails stay in the outbox and the server log shows them. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address people open the app at, for the links in emails. */
  publicUrl: string;
  /** Web Push's key pair; without it the server makes one at first start and keeps it in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** How push services can reach the sender: VAPID_SUBJECT, else a mailto: of MAIL_FROM's address. */
  vapidSubject: string;
}

/** Reads the configuration from the environment, failing fast with every problem named. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable counts as unset, as in most tools (`DATABASE_URL= npm start`).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    allowedOrigins: e.ALLOWED_ORIGINS,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`,
  };
};
