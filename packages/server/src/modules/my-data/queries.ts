import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { contactRequests, privacyConsents, privacyTemplates } from '../../db/schema.js';

/** Every consent row of the user, newest first, with the texts of the template it answered. */
export function consentHistoryOfUser(db: Db, userId: number) {
  return db
    .select({
      createdAt: privacyConsents.createdAt,
      type: privacyConsents.type,
      templateId: privacyConsents.templateId,
      values: privacyConsents.values,
      items: privacyTemplates.items,
    })
    .from(privacyConsents)
    .leftJoin(
      privacyTemplates,
      and(
        eq(privacyTemplates.type, privacyConsents.type),
        eq(privacyTemplates.templateId, privacyConsents.templateId),
      ),
    )
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.createdAt), desc(privacyConsents.id));
}

/** The requests the user wrote from the area (kept 24 months, docs/decisions/0034), newest first. */
export function contactRequestsOfUser(db: Db, userId: number) {
  return db
    .select({
      createdAt: contactRequests.createdAt,
      oggettoTesto: contactRequests.oggettoTesto,
      testo: contactRequests.testo,
      polizza: contactRequests.polizza,
    })
    .from(contactRequests)
    .where(eq(contactRequests.userId, userId))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
}
