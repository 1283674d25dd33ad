// What the operator commands (npm run mail, npm run staff) share: the shop's settings as the server reads them,
// and its store opened without waiting for a lock (the embedded store is one process's: a running shop holds it).
import { loadEnvConfig } from '@next/env';
import { readServerConfig, type ServerConfig } from '@/lib/config/server';
import { openDatabase, type DbHandle } from '@/lib/db/client';

/** Prints the message and ends the command with exit code 2. */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The settings from the environment and .env, as `npm start` reads them. */
export function commandConfig(): ServerConfig {
  loadEnvConfig(process.cwd());
  return readServerConfig(process.env);
}

/** The shop's store, or the command ends saying why it could not be opened. */
export async function openCommandStore(config: ServerConfig): Promise<DbHandle> {
  try {
    return await openDatabase({
      url: config.databaseUrl || undefined,
      dir: config.embeddedDbDir,
      lockWaitMs: 0,
    });
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
}
