import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded database on port 3000 with no foreign origins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      allowedOrigins: [],
      cookieSecure: false,
      role: 'all',
      databasePoolSize: 10,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it("reads a process's role, its pool size and its conversion lease, and names a wrong one", () => {
    expect(loadConfig({})).toMatchObject({ modelConversionLeaseMs: 60_000 });
    expect(
      loadConfig({ ROLE: 'worker', DATABASE_POOL_SIZE: '25', MODEL_CONVERSION_LEASE_SECONDS: '5' }),
    ).toMatchObject({
      role: 'worker',
      databasePoolSize: 25,
      modelConversionLeaseMs: 5000,
    });
    expect(() => loadConfig({ MODEL_CONVERSION_LEASE_SECONDS: '1' })).toThrow(
      /MODEL_CONVERSION_LEASE_SECONDS: Too small/,
    );
    expect(() => loadConfig({ ROLE: 'cron', DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE: .*\n {2}ROLE: Invalid option: expected one of "all"\|"api"\|"worker"/,
    );
  });

  it('reads read replicas of the database server, and how long a caller reads their own change from the primary', () => {
    expect(loadConfig({})).toMatchObject({ databaseReplicaUrls: [], databaseReplicaLagSeconds: 5 });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://vve@primary:5432/vve',
        DATABASE_REPLICA_URLS: 'postgres://vve@replica-1:5432/vve, postgresql://vve@replica-2/vve',
        DATABASE_REPLICA_LAG_SECONDS: '2',
      }),
    ).toMatchObject({
      databaseReplicaUrls: ['postgres://vve@replica-1:5432/vve', 'postgresql://vve@replica-2/vve'],
      databaseReplicaLagSeconds: 2,
    });
  });

  it.each([
    [
      { DATABASE_REPLICA_URLS: 'postgres://vve@replica-1/vve' },
      'DATABASE_REPLICA_URLS: are replicas of the database server, but DATABASE_URL is not set',
    ],
    [
      { DATABASE_URL: 'postgres://vve@primary/vve', DATABASE_REPLICA_URLS: 'replica-1:5432' },
      'DATABASE_REPLICA_URLS.0: must be a postgres:// URL',
    ],
    [
      { DATABASE_URL: 'postgres://vve@primary/vve', DATABASE_REPLICA_URLS: 'https://replica-1/vve' },
      'DATABASE_REPLICA_URLS.0: must be a postgres:// URL',
    ],
    [{ DATABASE_REPLICA_LAG_SECONDS: '0' }, 'DATABASE_REPLICA_LAG_SECONDS: Too small'],
  ])('refuses the replica settings %j in words', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(`Invalid configuration:\n  ${problem}`);
  });

  it('names each variable that holds no URL where one is needed', () => {
    expect(() =>
      loadConfig({
        SMTP_URL: 'nope',
        PUBLIC_URL: 'nope',
        STORAGE: 's3',
        S3_BUCKET: 'vve',
        S3_ENDPOINT: 'nope',
      }),
    ).toThrow(/SMTP_URL: Invalid URL\n {2}PUBLIC_URL: Invalid URL\n {2}S3_ENDPOINT: Invalid URL/);
  });

  it('takes an empty variable for an unset one', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('reads a list of allowed origins', () => {
    const config = loadConfig({ ALLOWED_ORIGINS: 'https://app.example.nl, http://localhost:5173' });
    expect(config.allowedOrigins).toEqual(['https://app.example.nl', 'http://localhost:5173']);
  });

  it.each(['*', 'null', 'https://app.example.nl/', 'app.example.nl', 'https://app.example.nl/path'])(
    'refuses the allowed origin %s with a clear message',
    (origin) => {
      expect(() => loadConfig({ ALLOWED_ORIGINS: origin })).toThrow(
        /Invalid configuration:\n {2}ALLOWED_ORIGINS/,
      );
    },
  );

  it('reads the push services endpoints must be at, any public host by default', () => {
    expect(loadConfig({}).pushServiceHosts).toEqual([]);
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, push.services.mozilla.com,Push.Apple.com' })
        .pushServiceHosts,
    ).toEqual(['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com']);
  });

  it.each([
    'https://fcm.googleapis.com',
    'fcm.googleapis.com:443',
    'fcm.googleapis.com/fcm',
    '*.apple.com',
    'com',
  ])('refuses the push service host %s with a clear message', (host) => {
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: `push.apple.com,${host}` })).toThrow(
      'Invalid configuration:\n  PUSH_SERVICE_HOSTS.1: must be a host name such as fcm.googleapis.com',
    );
  });

  it('reads the response targets a deployment sets, none by default, and refuses unknown priorities and days', () => {
    expect(loadConfig({}).responseTargetDays).toEqual({});
    expect(loadConfig({ RESPONSE_TARGET_DAYS: 'Spoed=2, Laag=90' }).responseTargetDays).toEqual({
      Spoed: 2,
      Laag: 90,
    });
    expect(() => loadConfig({ RESPONSE_TARGET_DAYS: 'Spoed=2,Urgent=1' })).toThrow(
      'RESPONSE_TARGET_DAYS.1: must be a priority (Laag, Normaal, Hoog, Spoed) and its days, such as Spoed=1',
    );
    expect(() => loadConfig({ RESPONSE_TARGET_DAYS: 'Spoed=0' })).toThrow(
      'RESPONSE_TARGET_DAYS.0: must be a',
    );
    expect(() => loadConfig({ RESPONSE_TARGET_DAYS: 'Laag=400' })).toThrow(
      'RESPONSE_TARGET_DAYS.0: must be at most 365 days',
    );
  });

  it('trusts no proxy by default, else the number of proxies in front or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'yes', '10.0.0.0/33', 'fd00::/129', '10.0.0', 'proxy.example.nl', '10.0.0.0/8/8', '100'])(
    'refuses TRUST_PROXY=%s with a clear message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        value === 'true'
          ? 'TRUST_PROXY: true would believe any client about its address'
          : 'TRUST_PROXY: must be false, the number of proxies in front (1 to 99), or their addresses',
      );
    },
  );

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('keeps files on local disk unless STORAGE=s3', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ STORAGE: 'local' }).s3).toBeUndefined();
  });

  it('reads an S3 bucket on AWS, with the default region and credentials', () => {
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'vve-files' }).s3).toEqual({
      bucket: 'vve-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('reads a bucket on an S3-compatible server, addressed by path unless told otherwise', () => {
    const env = {
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'vve-files',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(env).s3).toEqual({
      bucket: 'vve-files',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ STORAGE: 's3' }, 'S3_BUCKET: is needed with STORAGE=s3'],
    [{ STORAGE: 'disk' }, 'STORAGE: '],
    [{ STORAGE: 's3', S3_BUCKET: 'Files_2026' }, 'S3_BUCKET: must be a bucket name'],
    [
      { STORAGE: 's3', S3_BUCKET: 'vve', S3_ENDPOINT: 'ftp://files.example.nl' },
      'S3_ENDPOINT: must be an http',
    ],
    [{ STORAGE: 's3', S3_BUCKET: 'vve', S3_REGION: 'EU West' }, 'S3_REGION: must be a region name'],
    [{ STORAGE: 's3', S3_BUCKET: 'vve', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID: set both'],
    [{ STORAGE: 's3', S3_BUCKET: 'vve', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: '],
    [{ S3_BUCKET: 'vve' }, 'STORAGE: is local (the default), but S3 settings are given (S3_BUCKET)'],
  ])('refuses the storage settings %j in words', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(`Invalid configuration:\n  ${problem}`);
  });
});
