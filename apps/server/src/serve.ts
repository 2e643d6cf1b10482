// Starts Arca: loads the configuration, opens the database, builds the server, creates the first
// administrator and listens; SIGTERM and SIGINT wind down for ARCA_DRAIN_MS, then finish in-flight
// requests before it exits.
import { readFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createOwnerOnly, lockDataDir, prepareDataDir } from './data-dir.ts';
import { openDatabase } from './db/database.ts';
import { giveBackMemoryWhenIdle, processIdleMemoryDeps } from './lib/idle-memory.ts';
import { createLogFiles } from './plugins/logging.ts';

const arcaVersion: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

/** Ends the process with one line that names the setting and the fix: no stack trace. */
function fail(message: string): never {
  process.stderr.write(`arca: ${message}\n`);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  createOwnerOnly();
  const tightened = prepareDataDir(config.dataDir);
  const dataDirLock = lockDataDir(config.dataDir);
  const logs = createLogFiles(config.dataDir, config.logLevel, true);
  for (const dir of tightened) logs.service.warn(dir, 'a data dir folder was open to other users: made it owner-only');
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const { server, users } = await buildApp({
    config,
    database,
    log: logs.service,
    requestLog: logs.request,
    auditLog: logs.audit,
    flushLogs: () => logs.flush(),
    arcaVersion,
  });
  await users.bootstrapAdmin({
    dataDir: config.dataDir,
    password: config.adminPassword,
    log: logs.service,
    print: (line) => process.stdout.write(`${line}\n`),
  });

  try {
    await server.listen({ host: config.host, port: config.port });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(
        `ARCA_PORT=${config.port} is already in use on ${config.host}: stop the other process or choose another ARCA_PORT.`,
      );
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      fail(
        `ARCA_HOST='${config.host}' is not an address of this machine: set ARCA_HOST to a local address such as 127.0.0.1 or 0.0.0.0.`,
      );
    if (code === 'EACCES') fail(`ARCA_PORT=${config.port} needs privileges on this machine: choose a port above 1023.`);
    throw error;
  }
  const address = server.server.address();
  const url =
    config.baseUrl ?? `http://${config.host}:${typeof address === 'object' && address ? address.port : config.port}`;
  process.stdout.write(
    `Arca ${arcaVersion} is ready at ${url.replace(/\/$/, '')}/ui/ (data in ${config.dataDir}, ${database.dialect})\n`,
  );
  const idleMemory = processIdleMemoryDeps();
  if (idleMemory) giveBackMemoryWhenIdle(idleMemory);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    let clean = true;
    try {
      if (config.drainMillis > 0) {
        logs.service.info(
          { signal, drainMillis: config.drainMillis },
          'stopping: serving on while balancers move away',
        );
        await server.draining.drain(config.drainMillis);
      }
      logs.service.info({ signal }, 'shutting down: finishing in-flight requests');
      await server.close();
      await database.close();
      dataDirLock.release();
      logs.service.info('stopped');
    } catch (error) {
      // A full disk or an absent database must not keep the process from ending.
      clean = false;
      logs.service.error({ err: error }, 'shutdown did not finish cleanly');
    }
    logs.close();
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  fail(`could not start: ${error instanceof Error ? error.message : String(error)}`);
});
