import { ErrorCode, FEA_TERMS, FEA_TERMS_VERSION } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Deliveries, OutgoingEmail } from '../../delivery/ports.js';
import type { ClientInfo, SessionIdentity } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { findUserById } from '../accounts/index.js';
import { acceptanceOf, insertAcceptance, latestAcceptance } from './terms-queries.js';

/** The copy of the terms the client accepted, by e-mail (a durable copy, DPCM 22/02/2013 art. 57 c.1 lett. c). */
export function feaTermsEmail(to: string, acceptedAt: Date): OutgoingEmail {
  const when = acceptedAt.toLocaleString('it-IT', { timeZone: 'Europe/Rome' });
  return {
    to,
    subject: 'Condizioni del servizio di firma elettronica avanzata',
    text: [
      'Gentile cliente,',
      '',
      `il ${when} hai accettato le condizioni del servizio di firma elettronica avanzata dell'Area Clienti (versione ${FEA_TERMS_VERSION}). Eccone la copia da conservare.`,
      '',
      FEA_TERMS.title,
      '',
      ...FEA_TERMS.paragraphs.flatMap((paragraph) => [paragraph, '']),
      'Le trovi anche nella pagina pubblica "Firma elettronica avanzata" dell\'Area Clienti.',
    ].join('\n'),
  };
}

/**
 * The FEA service terms (issue 34 item 4): accepted once, at the first signature, and again only when their
 * version changes; the acceptance kept with its version, time and origin, a copy e-mailed in the same
 * transaction (the delivery queue retries it).
 */
export class FeaTerms {
  constructor(private readonly deps: { db: Db; clock: Clock; deliveries: Deliveries }) {}

  async status(identity: SessionIdentity) {
    const latest = await latestAcceptance(this.deps.db, identity.userId);
    return {
      version: FEA_TERMS_VERSION,
      acceptedVersion: latest?.version ?? null,
      acceptedAt: latest?.acceptedAt.toISOString() ?? null,
    };
  }

  /** Accepts the version in force; any other (a page opened before the terms changed) is FEATERMS_001. */
  async accept(identity: SessionIdentity, version: string, client: ClientInfo) {
    if (version !== FEA_TERMS_VERSION) throw new AppError(ErrorCode.FEA_TERMS_NOT_ACCEPTED);
    const { db, clock, deliveries } = this.deps;
    const now = clock.now();
    const user = await findUserById(db, identity.userId);
    await db.transaction(async (tx) => {
      const kept = await insertAcceptance(tx, {
        userId: identity.userId,
        version,
        acceptedAt: now,
        ipAddress: client.ipAddress,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      });
      // Accepted before (a double tap): kept once, e-mailed once.
      if (kept && user?.email) await deliveries.email(feaTermsEmail(user.email, now), { db: tx });
    });
    return this.status(identity);
  }

  /** A submission for signature needs the terms in force accepted (FEATERMS_001). */
  async assertAccepted(db: Db, userId: number) {
    if (!(await acceptanceOf(db, userId, FEA_TERMS_VERSION))) {
      throw new AppError(ErrorCode.FEA_TERMS_NOT_ACCEPTED);
    }
  }
}
