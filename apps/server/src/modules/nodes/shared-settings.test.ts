import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { settingsThatDiffer, sharedSettingsFingerprint } from './shared-settings.ts';

const base = { ARCA_DATA_DIR: '/srv/arca/data' };
const fingerprint = (env: Record<string, string>, keys = [] as ReturnType<typeof generateKeyPairSync>['publicKey'][]) =>
  sharedSettingsFingerprint(loadConfig({ ...base, ...env }), keys);

describe('the settings every node of a cluster must share', () => {
  it('A10 tell apart every setting that would make nodes answer differently', () => {
    const same = fingerprint({});
    const changed: Record<string, Record<string, string>> = {
      ARCA_LICENSE_TYPE: { ARCA_LICENSE_TYPE: 'OSS' },
      ARCA_SERVICES: { ARCA_SERVICES: 'xray@3.0.0' },
      ARCA_FEATURE_FLAGS: { ARCA_FEATURE_FLAGS: 'TESTED' },
      ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: { ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' },
      ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: { ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
      ARCA_TRUSTED_PROXIES: { ARCA_TRUSTED_PROXIES: '10.0.0.7' },
      ARCA_BASE_URL: { ARCA_BASE_URL: 'https://arca.example.com' },
      ARCA_DOCKER_UNTAGGED_RETENTION_DAYS: { ARCA_DOCKER_UNTAGGED_RETENTION_DAYS: '3' },
      ARCA_BLOB_STORE: { ARCA_BLOB_STORE: 's3://arca-blobs' },
    };
    for (const [name, env] of Object.entries(changed)) {
      expect(settingsThatDiffer(same, fingerprint(env)), name).toEqual([name]);
    }
    const key = generateKeyPairSync('ed25519').publicKey;
    expect(settingsThatDiffer(same, fingerprint({}, [key]))).toEqual(['ARCA_LICENSE_PUBLIC_KEYS']);
  });

  it('A10 leave out what is each node’s own, and the order lists are written in', () => {
    expect(
      settingsThatDiffer(
        fingerprint({ ARCA_TRUSTED_PROXIES: '10.0.0.7,10.0.0.8' }),
        fingerprint({
          ARCA_TRUSTED_PROXIES: '10.0.0.8, 10.0.0.7',
          ARCA_NODE_ID: 'node-2',
          ARCA_NODE_URL: 'http://10.0.0.6:8082',
          ARCA_PORT: '9000',
          ARCA_NODE_HEARTBEAT_MILLIS: '2000',
          ARCA_DRAIN_MS: '10000',
        }),
      ),
    ).toEqual([]);
  });

  it('A10 compare only the settings both nodes know, so a rolling upgrade that adds one is no difference', () => {
    const older = fingerprint({});
    const newer = { ...older, ARCA_SOMETHING_NEW: 'x' };
    expect(settingsThatDiffer(newer, older)).toEqual([]);
  });
});
