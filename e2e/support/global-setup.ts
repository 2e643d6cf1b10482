import type { TestProject } from 'vitest/node';
import { startArcaServer } from './arca-server.ts';

export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminPassword: string;
  }
}

/** One shared server for the journeys that need nothing special; others start their own. */
export default async function setup(project: TestProject) {
  const server = await startArcaServer({ ARCA_ADMIN_PASSWORD: ADMIN_PASSWORD });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return () => server.stop();
}
