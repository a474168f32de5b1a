import { readClaimsPhone } from '@/shared/config';
import { useFiliale } from '@/shared/entities/branch/api';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';

const a = claimAccidentText;
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The honest way out when a case cannot be completed online (issue 34 item 2): the client's branch with its
 * phone as a tappable link and its hours, the agency's claims line (AGENCY_CLAIMS_PHONE) when set, the
 * emergency number, and the contacts page when there is no branch. Never a dead end: the draft stays, the client may come back to it.
 */
export function BranchExit({ reason }: { reason?: string }) {
  const branch = useFiliale().data;
  const claimsPhone = readClaimsPhone();
  return (
    <section className="claim-exit" aria-labelledby="claim-exit-title">
      <h3 id="claim-exit-title" className="h6">
        {a.exitTitle}
      </h3>
      {reason ? <p>{reason}</p> : null}
      <p>{a.exitText}</p>
      {branch ? (
        <p>
          <strong>{branch.nome}</strong>
          {branch.telefono ? (
            <>
              {' · '}
              <a href={tel(branch.telefono)}>{branch.telefono}</a>
            </>
          ) : null}
          {branch.orari ? <span className="d-block field-hint">{branch.orari}</span> : null}
        </p>
      ) : (
        <p>
          {a.exitNoBranch} <Link to={paths.contacts()}>{a.exitContacts}</Link>
        </p>
      )}
      {claimsPhone ? (
        <p>
          {a.claimsLine} <a href={tel(claimsPhone)}>{claimsPhone}</a>
        </p>
      ) : null}
      <p className="mb-0">
        {a.emergency} <a href="tel:112">112</a>.
      </p>
    </section>
  );
}
