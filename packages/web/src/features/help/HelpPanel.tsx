import './help.scss';
import { useEffect, useId, useState } from 'react';
import { useFiliale } from '@/shared/entities/branch/api';
import { useDossierList } from '@/shared/entities/dossiers/api';
import { helpLinks, initialHelpPolicy } from '@/shared/entities/dossiers/policyActions';
import { policyLabel } from '@/shared/entities/dossiers/policyLabel';
import { parseId } from '@/shared/lib/routeParams';
import { text } from '@/shared/messages';
import { Link, useLocation, useMatch } from '@/shared/router';
import { paths, RoutePattern } from '@/shared/routes';
import { SelectField } from '@/shared/ui/form/SelectField';
import { QueryError } from '@/shared/ui/QueryError';
import { BranchInfo } from './BranchInfo';

const t = text.help;

/**
 * The help panel of the customer pages (SPEC §2 "Shared frame") on narrower screens: a disclosure under
 * the header, closed at first, so it takes no room until asked for; open, the client picks a policy and
 * gets 'Contatta la filiale' and, for a motor policy, 'Trova un centro convenzionato'. Native button,
 * select and links: keyboard use needs nothing more.
 */
export function HelpPanel() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing when the page changes is the point
  useEffect(() => setOpen(false), [pathname]);
  return (
    <aside className="help-panel" aria-label={t.label}>
      <div className="container">
        <div className="help-panel__bar">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm help-panel__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {t.toggle}
            <span
              className={`help-panel__caret${open ? ' help-panel__caret--open' : ''}`}
              aria-hidden="true"
            />
          </button>
        </div>
        <div id={panelId} className="help-panel__body" hidden={!open}>
          {open ? <HelpContent /> : null}
        </div>
      </div>
    </aside>
  );
}

/** On wide screens the panel is a column at the side of the page, always open: there is room for it. */
export function HelpSidePanel() {
  return (
    <aside className="help-side" aria-label={t.label}>
      <h2 className="h5">{t.toggle}</h2>
      <HelpContent />
    </aside>
  );
}

function HelpContent() {
  const list = useDossierList();
  // Asked for together with the list, not after it: the branch shows as soon as the policies do.
  useFiliale();
  const policies = list.data?.dossiers ?? [];
  // On a policy's page, the panel starts on that policy.
  const viewed = parseId(useMatch(RoutePattern.dossier)?.params.dossierId);
  const [chosen, setChosen] = useState<string | null>(null);
  const current =
    chosen === null
      ? initialHelpPolicy(policies, viewed)
      : (policies.find((policy) => policy.numeroPolizza === chosen) ?? null);
  const links = helpLinks(current);

  if (list.isPending) return <p role="status">{text.loading}</p>;
  if (list.isError) return <QueryError />;
  if (policies.length === 0) {
    return (
      <p>
        {t.noPolicies} <Link to={paths.contacts()}>{t.contactsLink}</Link>.
      </p>
    );
  }
  return (
    <div className="help-panel__content">
      <p>{t.intro}</p>
      <SelectField
        label={t.policy}
        placeholder={t.choosePolicy}
        options={policies.map((policy) => ({ value: policy.numeroPolizza, label: policyLabel(policy) }))}
        value={current?.numeroPolizza ?? ''}
        onChange={(event) => setChosen(event.target.value)}
      />
      {/* Announced as the links appear or change with the policy. */}
      <div aria-live="polite">
        {links.length === 0 ? (
          <p className="form-note">{t.choosePrompt}</p>
        ) : (
          <ul className="help-panel__links">
            {links.map((link) => (
              <li key={link.action}>
                <Link className="btn btn-primary btn-sm" to={link.to}>
                  {link.action === 'contactBranch' ? t.contactBranch : t.findRepairCentre}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <BranchInfo />
    </div>
  );
}
