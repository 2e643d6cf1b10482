import { createHash, type KeyObject } from 'node:crypto';
import type { Config } from '../../config.ts';

/** A hash of each setting every node of a cluster must share, by the variable that sets it. */
export type SettingsFingerprint = Record<string, string>;

/**
 * What this node was started with, of the settings that would make nodes answer differently if
 * they differed. Hashes, not values: the row is readable by anyone with the database, and only
 * sameness matters. Not among them: the heartbeat period (each node is judged by its own, stored
 * in its row), the master key (checked at start, ADR 007), and what is per node by nature (id,
 * address, port, data dir).
 */
export function sharedSettingsFingerprint(config: Config, licenseKeys: readonly KeyObject[]): SettingsFingerprint {
  const { blobStore } = config;
  const values: Record<string, unknown> = {
    // A licence signed by a key one node does not trust is in force on the others only.
    ARCA_LICENSE_PUBLIC_KEYS: licenseKeys
      .map((key) => key.export({ type: 'spki', format: 'der' }).toString('base64'))
      .sort(),
    ARCA_LICENSE_TYPE: config.licenseTypeConfigured ? config.licenseType : null,
    ARCA_SERVICES: config.services.map((service) => `${service.name}@${service.version}`).sort(),
    ARCA_FEATURE_FLAGS: [...config.featureFlags].sort(),
    // The guard against requests to private addresses would let through on one node what another stops.
    ARCA_OUTBOUND_ALLOW_PRIVATE_TARGETS: config.outboundAllowPrivateTargets,
    ARCA_WEBHOOK_ALLOW_PRIVATE_TARGETS: config.webhookAllowPrivateTargets,
    // Who the client is (throttling, locks, the audit trail) and the URLs answers carry.
    ARCA_TRUSTED_PROXIES: [...config.trustedProxies].sort(),
    ARCA_BASE_URL: config.baseUrl ?? null,
    ARCA_DOCKER_UNTAGGED_RETENTION_DAYS: config.dockerUntaggedRetentionMs,
    // A node on another store would not find the content the others stored.
    ARCA_BLOB_STORE:
      blobStore.kind === 's3'
        ? [blobStore.kind, blobStore.endpoint ?? null, blobStore.region, blobStore.bucket, blobStore.prefix]
        : [blobStore.kind],
  };
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16),
    ]),
  );
}

/**
 * The settings whose hashes differ between two nodes. A setting only one of them knows is left out:
 * during a rolling upgrade the nodes of the older version do not know the newer ones' settings.
 */
export function settingsThatDiffer(own: SettingsFingerprint, other: SettingsFingerprint): string[] {
  return Object.keys(own)
    .filter((name) => name in other && own[name] !== other[name])
    .sort();
}

/** A row's fingerprint; none from a node of a version before fingerprints. */
export function fingerprintOf(stored: string | null): SettingsFingerprint | undefined {
  return stored === null ? undefined : (JSON.parse(stored) as SettingsFingerprint);
}
