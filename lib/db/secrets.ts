// Secrets the operator did not set, generated once and kept in the store (DESIGN decision 23): the embedded
// store lives in the owner-only data folder, and PostgreSQL shares one value with every instance. The first
// writer wins (ON CONFLICT DO NOTHING), so instances starting together agree on one value.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { shopSecrets } from '@/lib/db/schema';

export type KeptSecretName = 'order-token' | 'staff-session';

/** The kept value of a secret, made now (32 random bytes, base64url) when there is none yet. */
export async function keptSecret(db: Database, name: KeptSecretName): Promise<string> {
  await db
    .insert(shopSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: shopSecrets.value })
    .from(shopSecrets)
    .where(eq(shopSecrets.name, name));
  if (!row) throw new Error(`the kept secret ${name} could not be read back`);
  return row.value;
}
