import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { feaTermsAcceptances } from '../../db/schema.js';

/** The FEA service terms accepted by a user: the latest acceptance, or one version's. */
export async function latestAcceptance(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(feaTermsAcceptances)
    .where(eq(feaTermsAcceptances.userId, userId))
    .orderBy(desc(feaTermsAcceptances.acceptedAt))
    .limit(1);
  return row ?? null;
}

export async function acceptanceOf(db: Db, userId: number, version: string) {
  const [row] = await db
    .select()
    .from(feaTermsAcceptances)
    .where(and(eq(feaTermsAcceptances.userId, userId), eq(feaTermsAcceptances.version, version)));
  return row ?? null;
}

/** Keeps an acceptance; a second one of the same version keeps the first (its time stays). */
export async function insertAcceptance(
  tx: Db,
  row: { userId: number; version: string; acceptedAt: Date; ipAddress: string; userAgent: string | null },
) {
  const inserted = await tx
    .insert(feaTermsAcceptances)
    .values(row)
    .onConflictDoNothing()
    .returning({ version: feaTermsAcceptances.version });
  return inserted.length > 0;
}
