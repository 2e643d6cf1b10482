import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/arca');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8082,
      dataDir: '/srv/arca/data',
      databaseUrl: undefined,
      licenseType: 'ENTERPRISE_PLUS',
      webhookAllowPrivateTargets: false,
      featureFlags: [],
      nodeId: hostname(),
      nodeUrl: undefined,
      nodeHeartbeatMillis: 5000,
      drainMillis: 0,
      skipOnboarding: false,
      microfrontendsDir: resolve(import.meta.dirname, '../../../mfe'),
      trustedProxies: [],
      dockerUntaggedRetentionMs: 14 * 24 * 60 * 60 * 1000,
      blobStore: { kind: 'file' },
    });
  });

  it('reads where blobs live: the data dir, or an S3 bucket with its endpoint, region, keys and addressing', () => {
    expect(loadConfig({ ARCA_BLOB_STORE: 'file' }).blobStore).toEqual({ kind: 'file' });
    expect(loadConfig({ ARCA_BLOB_STORE: 's3://arca-blobs' }).blobStore).toEqual({
      kind: 's3',
      bucket: 'arca-blobs',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ARCA_BLOB_STORE: 's3://arca-blobs/production/eu/',
        ARCA_S3_ENDPOINT: 'http://rgw.internal:7480',
        ARCA_S3_REGION: 'eu-west-1',
        ARCA_S3_ACCESS_KEY_ID: 'AKIA0',
        ARCA_S3_SECRET_ACCESS_KEY: 's3cr3t',
      }).blobStore,
    ).toEqual({
      kind: 's3',
      bucket: 'arca-blobs',
      prefix: 'production/eu/',
      endpoint: 'http://rgw.internal:7480',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIA0', secretAccessKey: 's3cr3t' },
      // Servers at an endpoint of their own rarely have a DNS name per bucket.
      forcePathStyle: true,
    });
    const virtualHosted = { ARCA_BLOB_STORE: 's3://b12', ARCA_S3_ENDPOINT: 'https://s3.example.com' };
    expect(loadConfig({ ...virtualHosted, ARCA_S3_FORCE_PATH_STYLE: 'false' }).blobStore).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('reads every ARCA_* setting', () => {
    const config = loadConfig({
      ARCA_HOST: '0.0.0.0',
      ARCA_PORT: '9000',
      ARCA_DATA_DIR: '/var/lib/arca',
      ARCA_DATABASE_URL: 'postgres://u:p@db:5432/arca',
      ARCA_ADMIN_PASSWORD: 'pw',
      ARCA_BASE_URL: 'https://arca.example.com',
      ARCA_SMTP_URL: 'smtp://mail.example.com:25',
      ARCA_LICENSE_TYPE: 'OSS',
      ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ARCA_FEATURE_FLAGS: ' TESTED ,TESTED',
      ARCA_NODE_ID: 'arca-2',
      ARCA_NODE_URL: 'http://10.0.0.5:8082',
      ARCA_NODE_HEARTBEAT_MILLIS: '2000',
      ARCA_DRAIN_MS: '10000',
      ARCA_SKIP_ONBOARDING: 'true',
      ARCA_MICROFRONTENDS_DIR: '/opt/arca/mfe',
      ARCA_TRUSTED_PROXIES: ' 10.0.0.7, 192.168.0.0/16,,::1 ,fd00::/8',
      ARCA_DOCKER_UNTAGGED_RETENTION_DAYS: '0',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/var/lib/arca',
      databaseUrl: 'postgres://u:p@db:5432/arca',
      adminPassword: 'pw',
      baseUrl: 'https://arca.example.com',
      smtpUrl: 'smtp://mail.example.com:25',
      licenseType: 'OSS',
      webhookAllowPrivateTargets: true,
      featureFlags: ['TESTED'],
      nodeId: 'arca-2',
      nodeUrl: 'http://10.0.0.5:8082',
      nodeHeartbeatMillis: 2000,
      drainMillis: 10000,
      skipOnboarding: true,
      microfrontendsDir: '/opt/arca/mfe',
      trustedProxies: ['10.0.0.7', '192.168.0.0/16', '::1', 'fd00::/8'],
      dockerUntaggedRetentionMs: 0,
    });
  });

  it('reads a relative ARCA_MICROFRONTENDS_DIR from the working directory', () => {
    expect(loadConfig({ ARCA_MICROFRONTENDS_DIR: 'builds/mfe' }, '/srv/arca').microfrontendsDir).toBe(
      '/srv/arca/builds/mfe',
    );
  });

  it.each([
    [{ ARCA_PORT: 'eighty' }, /^ARCA_PORT='eighty' is not a port number: set it to an integer between 1 and 65535\.$/],
    [{ ARCA_PORT: '70000' }, /^ARCA_PORT='70000'/],
    [{ ARCA_LICENSE_TYPE: 'GOLD' }, /^ARCA_LICENSE_TYPE='GOLD' is not a licence type/],
    [{ ARCA_DATABASE_URL: 'mysql://x' }, /^ARCA_DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ ARCA_DATABASE_URL: 'not a url' }, /^ARCA_DATABASE_URL is not a valid URL/],
    [{ ARCA_BASE_URL: 'ftp://x' }, /^ARCA_BASE_URL must start with http:\/\/ or https:\/\//],
    [{ ARCA_SMTP_URL: 'http://x' }, /^ARCA_SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [
      { ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' },
      /^ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS='yes' is not a boolean: set it to true or false\.$/,
    ],
    [
      { ARCA_FEATURE_FLAGS: 'TESTED,SHINY' },
      /^ARCA_FEATURE_FLAGS names 'SHINY', which is not a feature flag: use a comma-separated list of TESTED, platformGetStarted, quickDeployLanding\.$/,
    ],
    [{ ARCA_NODE_ID: 'node/../a' }, /^ARCA_NODE_ID='node\/\.\.\/a' is not a node id/],
    [{ ARCA_NODE_URL: 'ftp://x' }, /^ARCA_NODE_URL must start with http:\/\/ or https:\/\//],
    [{ ARCA_NODE_HEARTBEAT_MILLIS: '10' }, /^ARCA_NODE_HEARTBEAT_MILLIS='10' is not a heartbeat period/],
    [{ ARCA_DRAIN_MS: '-1' }, /^ARCA_DRAIN_MS='-1' is not a drain period/],
    [
      { ARCA_DOCKER_UNTAGGED_RETENTION_DAYS: '1.5' },
      /^ARCA_DOCKER_UNTAGGED_RETENTION_DAYS='1\.5' is not a retention: set it to whole days between 0 and 3650\.$/,
    ],
    [
      { ARCA_TRUSTED_PROXIES: '10.0.0.1,proxy.internal' },
      /^ARCA_TRUSTED_PROXIES names 'proxy\.internal', which is not an IP address or CIDR range: use a comma-separated list of the reverse proxies' addresses, like 10\.0\.0\.5,10\.1\.0\.0\/16,fd00::\/8\.$/,
    ],
    [{ ARCA_TRUSTED_PROXIES: '10.0.0.0/33' }, /^ARCA_TRUSTED_PROXIES names '10\.0\.0\.0\/33', which is not/],
    [{ ARCA_TRUSTED_PROXIES: 'fd00::/129' }, /^ARCA_TRUSTED_PROXIES names 'fd00::\/129', which is not/],
    [{ ARCA_TRUSTED_PROXIES: '10.0.0.0/08' }, /^ARCA_TRUSTED_PROXIES names '10\.0\.0\.0\/08', which is not/],
    [{ ARCA_TRUSTED_PROXIES: '10.0.0.0/' }, /^ARCA_TRUSTED_PROXIES names '10\.0\.0\.0\/', which is not/],
    [
      { ARCA_TRUSTED_PROXIES: '10.0.0.5, ::/0' },
      /^ARCA_TRUSTED_PROXIES names '::\/0', which is every address: any client could then name the address it is counted at; list only the reverse proxies' addresses, like 10\.0\.0\.5,10\.1\.0\.0\/16,fd00::\/8\.$/,
    ],
    [
      { ARCA_BLOB_STORE: 's3://Arca_Blobs' },
      /^ARCA_BLOB_STORE='s3:\/\/Arca_Blobs' is neither 'file' nor an S3 bucket: set it like s3:\/\/arca-blobs or s3:\/\/arca-blobs\/production\.$/,
    ],
    [{ ARCA_BLOB_STORE: '/mnt/blobs' }, /^ARCA_BLOB_STORE='\/mnt\/blobs' is neither 'file' nor an S3 bucket/],
    [
      { ARCA_BLOB_STORE: 's3://arca-blobs', ARCA_S3_ACCESS_KEY_ID: 'AKIA0' },
      /^ARCA_S3_ACCESS_KEY_ID and ARCA_S3_SECRET_ACCESS_KEY go together: set both, or neither/,
    ],
    [
      { ARCA_BLOB_STORE: 's3://arca-blobs', ARCA_S3_ENDPOINT: 'rgw:7480' },
      /^ARCA_S3_ENDPOINT must start with http:\/\/ or https:\/\/: set it like http:\/\/ceph-rgw\.example\.com:7480\.$/,
    ],
  ])('rejects %o with one line naming the setting and the fix', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
