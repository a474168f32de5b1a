import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import { findUserById } from '../accounts/index.js';
import { reportNewsEmail } from './emails.js';
import { reportById } from './queries.js';

/** Tells a report's client there is news on it (docs/decisions/0140), queued in the caller's transaction. */
export type TellNews = (db: Db, reportId: string) => Promise<void>;

/** The report's page in the client's area: where the news is read, after the login. */
export const reportLink = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, reportId: string) =>
  `${publicUrl(config)}/denuncia-sinistro/${reportId}`;

export const tellNewsOf =
  (deps: { deliveries: Deliveries; config: Pick<Config, 'PUBLIC_URL' | 'PORT'> }): TellNews =>
  async (db, reportId) => {
    const report = await reportById(db, reportId);
    const user = report ? await findUserById(db, report.userId) : undefined;
    if (!report || !user?.email) return;
    await deps.deliveries.email(
      reportNewsEmail({ to: user.email, link: reportLink(deps.config, reportId) }),
      {
        db,
      },
    );
  };
