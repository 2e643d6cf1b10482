import { API_LEVEL, type LicenseName, NO_LICENSE, systemRoutes } from '@arca/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { handle } from '../../lib/routes.ts';

/** The licence the server reports; LicenseService is the one implementation. */
export interface LicenseReader {
  currentName(): Promise<LicenseName>;
}

export interface SystemInfo {
  arcaVersion: string;
  licenses: LicenseReader;
}

/** The platform id the footer and the server info report. */
export function platformIdOf(license: LicenseName): string {
  return `arca-${license === NO_LICENSE ? 'none' : license.toLowerCase()}`;
}

/** Artifactory's ping, readiness and version calls, the version also at the console's path. */
export function artifactorySystemRoutes(db: Kysely<Database>, info: SystemInfo) {
  return [
    handle(systemRoutes.ping, (_request, reply) => reply.type('text/plain').send('OK')),
    handle(systemRoutes.readiness, async () => {
      await sql`SELECT 1`.execute(db);
      return { code: 'OK' as const };
    }),
    ...[systemRoutes.version, systemRoutes.consoleVersion].map((descriptor) =>
      handle(descriptor, async () => ({
        version: API_LEVEL,
        revision: info.arcaVersion,
        addons: [],
        license: await info.licenses.currentName(),
        arcaVersion: info.arcaVersion,
      })),
    ),
  ];
}
