import type { AppConfig } from '../src/app';

/**
 * The configuration of an API host under test: no web app, no SMTP (emails are logged), a public URL for
 * links, files on local disk.
 */
export const testAppConfig = (dataDir: string, config: Partial<AppConfig> = {}): AppConfig => ({
  allowedOrigins: [],
  cookieSecure: false,
  trustProxy: false,
  webDist: '/nonexistent',
  dataDir,
  smtpUrl: undefined,
  mailFrom: 'VvE Portaal <no-reply@vve.test>',
  publicUrl: 'https://vve.test',
  vapidKeys: undefined,
  vapidSubject: 'mailto:no-reply@vve.test',
  pushServiceHosts: [],
  s3: undefined,
  modelConversionLeaseMs: 60_000,
  ...config,
});
