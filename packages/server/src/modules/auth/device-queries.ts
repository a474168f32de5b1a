import { type Db, rawSqlOf } from '../../db/database.js';

// The trusted devices' statements run by every login: fixed text, prepared once per connection, nothing
// built per call (decisions/0086).

/** The trusted device of a token hash, if it is this user's. */
export async function findTrustedDevice(
  db: Db,
  userId: number,
  tokenHash: string,
): Promise<{ id: number; secondFactorUntil: Date | null } | undefined> {
  const { rows } = await rawSqlOf(db).executeNamed(
    'trusted_device_find',
    `select "id", "second_factor_until" as "secondFactorUntil" from "trusted_devices" where "token_hash" = $1 and "user_id" = $2 limit 1`,
    [tokenHash, userId],
  );
  const row = rows[0] as { id: number; secondFactorUntil: Date | string | null } | undefined;
  return (
    row && {
      id: row.id,
      secondFactorUntil: row.secondFactorUntil === null ? null : new Date(row.secondFactorUntil),
    }
  );
}

/** The browser skips the second factor until `until` ("Ricorda questo browser", docs/decisions/0091). */
export async function trustDeviceForSecondFactor(
  db: Db,
  userId: number,
  tokenHash: string,
  until: Date,
): Promise<boolean> {
  const { rows } = await rawSqlOf(db).executeNamed(
    'trusted_device_second_factor',
    `update "trusted_devices" set "second_factor_until" = $3 where "token_hash" = $1 and "user_id" = $2 returning "id"`,
    [tokenHash, userId, until.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Forgets every browser the user logged in from: their cookies no longer skip the second factor nor count
 * as the owner's own browser (docs/decisions/0131).
 */
export async function forgetTrustedDevicesOf(db: Db, userId: number): Promise<void> {
  await rawSqlOf(db).executeNamed(
    'trusted_devices_forget',
    `delete from "trusted_devices" where "user_id" = $1`,
    [userId],
  );
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
