import webPush from "web-push";
import type { Database } from "../../db/database";
import { pushKeys } from "../../db/schema/push";
import type { SecretsBox } from "../../lib/secrets-box";

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The service's VAPID keys (docs/push-alerts.md): read from the database, or made and
 * stored by the first instance that needs them. Two instances making them at once keep the
 * first row written and both use it.
 */
export async function vapidKeys(db: Database, box: SecretsBox): Promise<VapidKeys> {
  const stored = await readKeys(db, box);
  if (stored) return stored;
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(pushKeys)
    .values({
      publicKey: made.publicKey,
      privateKeySealed: box.seal({ privateKey: made.privateKey }),
    })
    .onConflictDoNothing();
  const kept = await readKeys(db, box);
  if (!kept) throw new Error("the push keys were not stored");
  return kept;
}

async function readKeys(db: Database, box: SecretsBox): Promise<VapidKeys | null> {
  const [row] = await db.select().from(pushKeys).limit(1);
  if (!row) return null;
  const { privateKey } = box.open(row.privateKeySealed);
  if (!privateKey) throw new Error("the stored push key is damaged");
  return { publicKey: row.publicKey, privateKey };
}

/** Keys read once per instance: they never change once made. */
export function createVapidKeyCache(db: Database, box: SecretsBox): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null;
  return () => {
    keys ??= vapidKeys(db, box).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}
