import { useFiliale } from '@/shared/entities/branch/api';
import { text } from '@/shared/messages';

const t = text.help;

/**
 * Who answers 'Contatta la filiale': the client's branch, with its phone (a tel: link, so a phone calls it)
 * and opening hours, as the agency's feed gives them. Nothing when the client has no branch.
 */
export function BranchInfo() {
  const branch = useFiliale().data;
  if (!branch) return null;
  return (
    <div className="help-branch">
      <p className="help-branch__name">
        {t.yourBranch} <strong>{branch.nome}</strong> ({branch.banca})
      </p>
      <dl className="help-branch__facts">
        {branch.telefono ? (
          <div>
            <dt>{t.branchPhone}</dt>
            <dd>
              <a href={`tel:${branch.telefono.replace(/[^\d+]/g, '')}`}>{branch.telefono}</a>
            </dd>
          </div>
        ) : null}
        {branch.orari ? (
          <div>
            <dt>{t.branchHours}</dt>
            <dd>{branch.orari}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
