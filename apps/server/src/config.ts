import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRODUCT_NAME } from '@vve/contract/constants';
import { KNOWN_PRIORITIES, type KnownPriority } from '@vve/contract/rules/known-values';
import type { S3Location } from './lib/s3-file-storage';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A comma-separated list, each item trimmed and checked by `item`; empty when unset. */
const CommaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** A comma-separated list of origins: never '*', never 'null', each a bare scheme://host[:port]. */
const OriginList = CommaList(
  z
    .string()
    .refine((origin) => origin !== '*' && origin !== 'null', 'must name an origin, never * or null')
    .refine((origin) => URL.canParse(origin) && new URL(origin).origin === origin, {
      message: 'must be a bare origin such as https://app.example.nl (no path, no trailing slash)',
    }),
);

/**
 * A comma-separated list of host names (no scheme, port or path) of at least two labels, lower-cased: the push
 * services an endpoint may be at, each with the hosts below it.
 */
const HostList = CommaList(
  z
    .string()
    .regex(
      /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?$/i,
      'must be a host name such as fcm.googleapis.com (no scheme, port or path; at least two labels)',
    )
    .transform((host) => host.toLowerCase()),
);

/** Days a request of a priority may wait for an answer, as `Spoed=1,Hoog=3`: 1 to 365 for each priority named. */
const ResponseTargetDays = CommaList(
  z
    .string()
    .regex(
      new RegExp(`^(${KNOWN_PRIORITIES.join('|')})=([1-9][0-9]{0,2})$`),
      `must be a priority (${KNOWN_PRIORITIES.join(', ')}) and its days, such as Spoed=1`,
    )
    .refine((pair) => Number(pair.split('=')[1]) <= 365, 'must be at most 365 days'),
).transform((pairs) => {
  const days: Partial<Record<KnownPriority, number>> = {};
  for (const pair of pairs) {
    const [priority, count] = pair.split('=');
    days[priority as KnownPriority] = Number(count);
  }
  return days;
});

/** A comma-separated list of PostgreSQL servers' URLs. */
const PostgresUrlList = CommaList(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }));

// Each `z.url({ abort: true })` below: a text that is no URL at all stops at 'Invalid URL', before the checks
// that read it as one (`new URL` would throw, and the start would fail without naming the variable).

const Flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The names Fastify (proxy-addr) knows for whole ranges of addresses. */
const ADDRESS_RANGE_NAMES: readonly string[] = ['loopback', 'linklocal', 'uniquelocal'];

/** An address or network of a proxy: 10.0.0.5, 10.0.0.0/8, fd00::/8, or a range's name. */
const isProxyAddress = (text: string): boolean => {
  if (ADDRESS_RANGE_NAMES.includes(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Whose X-Forwarded-For and X-Forwarded-Proto to believe (Fastify's trustProxy): nobody's (`false`, the default),
 * that of the nearest proxies by their number (`1`: the address the one proxy in front saw), or that of the
 * proxies at these addresses and networks. `true`, anyone's, is refused: every client could then choose the
 * address its logins are counted by.
 */
export type TrustedProxies = false | number | string[];

/** The proxies as Fastify's `trustProxy` takes them: it counts hops as a function (its types take no number). */
export const trustProxyOption = (
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;

const TrustProxy = z
  .string()
  .default('false')
  .transform((text, context): TrustedProxies => {
    if (text === 'false' || text === '0') return false;
    if (/^[1-9]\d?$/.test(text)) return Number(text);
    const addresses = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (text !== 'true' && addresses.length > 0 && addresses.every(isProxyAddress)) return addresses;
    context.addIssue({
      code: 'custom',
      message:
        text === 'true'
          ? 'true would believe any client about its address; give the number of proxies in front (1) or their addresses (10.0.0.0/8, loopback)'
          : 'must be false, the number of proxies in front (1 to 99), or their addresses and networks (10.0.0.5, 10.0.0.0/8, loopback)',
    });
    return z.NEVER;
  });

/** The variables that describe the S3 bucket: meaningful only with STORAGE=s3. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    DATABASE_REPLICA_URLS: PostgresUrlList,
    DATABASE_REPLICA_LAG_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    MODEL_CONVERSION_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    ALLOWED_ORIGINS: OriginList,
    COOKIE_SECURE: Flag.default(false),
    TRUST_PROXY: TrustProxy,
    SEED_DEMO_DATA: Flag.default(true),
    WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: z
      .url({ abort: true })
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
    PUSH_SERVICE_HOSTS: HostList,
    RESPONSE_TARGET_DAYS: ResponseTargetDays,
    PUBLIC_URL: z
      .url({ abort: true })
      .refine(
        (url) => new URL(url).origin === url.replace(/\/$/, ''),
        'must be a bare origin, such as https://vve.example.nl',
      )
      .optional(),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z
      .url({ abort: true })
      .refine((url) => /^https?:$/.test(new URL(url).protocol), 'must be an http:// or https:// URL')
      .optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes',
      )
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name, such as eu-central-1')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: Flag.optional(),
  })
  .refine((env) => env.DATABASE_URL !== undefined || env.DATABASE_REPLICA_URLS.length === 0, {
    message:
      'are replicas of the database server, but DATABASE_URL is not set (the embedded database has none): set DATABASE_URL to the primary, or unset DATABASE_REPLICA_URLS',
    path: ['DATABASE_REPLICA_URLS'],
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine((env) => env.STORAGE !== 's3' || env.S3_BUCKET !== undefined, {
    message: 'is needed with STORAGE=s3: the bucket that holds the files',
    path: ['S3_BUCKET'],
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    message:
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (for the default AWS credentials)',
    path: ['S3_ACCESS_KEY_ID'],
  })
  .check((context) => {
    const env = context.value;
    const stray = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (env.STORAGE === 'local' && stray.length > 0)
      context.issues.push({
        code: 'custom',
        input: env.STORAGE,
        path: ['STORAGE'],
        message: `is local (the default), but S3 settings are given (${stray.join(', ')}): set STORAGE=s3 to keep the files in the bucket, or unset them`,
      });
  });

/** The bucket that STORAGE=s3 names, with the region and path style defaulted; undefined for local disk. */
const s3Location = (e: z.output<typeof EnvSchema>): S3Location | undefined =>
  e.STORAGE === 's3' && e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION ?? 'us-east-1',
        endpoint: e.S3_ENDPOINT,
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
      }
    : undefined;

/**
 * What a process does (ROLE): `api` serves the calls and runs no background work; `worker` runs the background
 * work (IFC conversion, notifications and their jobs, email, sweeping unattached files) and serves only its
 * health; `all` both, as one process on its own does.
 */
export type ProcessRole = 'all' | 'api' | 'worker';

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; without it the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** The most connections this process opens to the database server, and to each read replica. */
  databasePoolSize: number;
  /** Read replicas of the database server, which the calls that may read from one use in turn; none unless given. */
  databaseReplicaUrls: readonly string[];
  /** How long after a change its caller reads from the primary: longer than a replica lags behind it. */
  databaseReplicaLagSeconds: number;
  /** What this process does: serve calls, run the background work, or both (the default). */
  role: ProcessRole;
  /**
   * How long a worker holds an IFC conversion without renewing it: a worker that dies (killed, its machine gone)
   * leaves its model to another worker after this long.
   */
  modelConversionLeaseMs: number;
  dataDir: string;
  /** Origins of web clients allowed to call with credentials (spec §1), besides the server's own. */
  allowedOrigins: readonly string[];
  /** Secure cookies, SameSite=None, for cross-site clients over https. */
  cookieSecure: boolean;
  /** Whose forwarded client address and protocol to believe (TRUST_PROXY). */
  trustProxy: TrustedProxies;
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
  /** The push services (host suffixes) push endpoints must be at; any public host when empty. */
  pushServiceHosts: readonly string[];
  /** The response targets this deployment sets, in days by priority (the others keep theirs; README). */
  responseTargetDays: Partial<Record<KnownPriority, number>>;
  /** The S3 bucket that holds the files (STORAGE=s3); local disk under `dataDir` when undefined. */
  s3: S3Location | undefined;
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
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReplicaUrls: e.DATABASE_REPLICA_URLS,
    databaseReplicaLagSeconds: e.DATABASE_REPLICA_LAG_SECONDS,
    role: e.ROLE,
    modelConversionLeaseMs: e.MODEL_CONVERSION_LEASE_SECONDS * 1000,
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
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    responseTargetDays: e.RESPONSE_TARGET_DAYS,
    s3: s3Location(e),
  };
};
