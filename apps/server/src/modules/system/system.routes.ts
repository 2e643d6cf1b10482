import { API_LEVEL, type LicenseName, NO_LICENSE, type VersionInfo, versionInfoSchema } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

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

/** Artifactory system calls, mounted under /artifactory. */
export function systemRoutes(db: Kysely<Database>, info: SystemInfo) {
  return async function register(app: FastifyInstance) {
    app.get('/api/system/ping', async (_request, reply) => reply.type('text/plain').send('OK'));

    app.get('/api/v1/system/readiness', async (_request, reply) => {
      await sql`SELECT 1`.execute(db);
      return reply.send({ code: 'OK' });
    });

    app.get(
      '/api/system/version',
      { schema: { response: { 200: versionInfoSchema } } },
      async (): Promise<VersionInfo> => ({
        version: API_LEVEL,
        revision: info.arcaVersion,
        addons: [],
        license: await info.licenses.currentName(),
        arcaVersion: info.arcaVersion,
      }),
    );
  };
}
