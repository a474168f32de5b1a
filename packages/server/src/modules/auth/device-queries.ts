import { type Db, rawSqlOf } from '../../db/database.js';

// The trusted devices' statements run by every login: fixed text, prepared once per connection, nothing
// built per call (decisions/0086).

/** The trusted device of a token hash, if it is this user's. */
export async function findTrustedDevice(
  db: Db,
  userId: number,
  tokenHash: string,
): Promise<{ id: number } | undefined> {
  const { rows } = await rawSqlOf(db).executeNamed(
    'trusted_device_find',
    `select "id" from "trusted_devices" where "token_hash" = $1 and "user_id" = $2 limit 1`,
    [tokenHash, userId],
  );
  return rows[0] as { id: number } | undefined;
}

export async function touchTrustedDevice(db: Db, id: number, now: Date): Promise<void> {
  await rawSqlOf(db).executeNamed(
    'trusted_device_touch',
    `update "trusted_devices" set "last_used_at" = $1 where "id" = $2`,
    [now.toISOString(), id],
  );
}

/**
 * Adds a device to the user's, keeping only the `keep` most recently used ones, in one statement: the
 * delete beside the insert reads the statement's snapshot, without the new device, so it keeps `keep − 1`
 * of the others (the new one is the most recently used).
 */
const INSERT_TRIMMING = `with trimmed as (
  delete from "trusted_devices"
   where "user_id" = $1 and "id" not in (
     select "id" from "trusted_devices" where "user_id" = $1
      order by "last_used_at" desc, "id" desc limit $4)
)
insert into "trusted_devices" ("user_id", "token_hash", "created_at", "last_used_at") values ($1, $2, $3, $3)`;

export async function insertTrustedDevice(
  db: Db,
  device: { userId: number; tokenHash: string; now: Date },
  keep: number,
): Promise<void> {
  await rawSqlOf(db).executeNamed('trusted_device_insert_trimming', INSERT_TRIMMING, [
    device.userId,
    device.tokenHash,
    device.now.toISOString(),
    keep - 1,
  ]);
}
