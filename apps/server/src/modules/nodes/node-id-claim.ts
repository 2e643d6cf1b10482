import { ConfigError } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';

/**
 * Makes this node's id its own for as long as it runs, or refuses to start. Two processes under
 * one id would write one row between them, and each would take back the other's running jobs as a
 * stopped process's: webhooks delivered twice.
 */
export async function claimNodeId(database: Pick<DatabaseHandle, 'holdLock'>, nodeId: string): Promise<void> {
  if (await database.holdLock(`node ${nodeId}`)) return;
  throw new ConfigError(
    `ARCA_NODE_ID '${nodeId}' is in use by another running node of this database: give each node an ARCA_NODE_ID of its own (by default the host name).`,
  );
}
