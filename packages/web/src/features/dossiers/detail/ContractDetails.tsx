import type { Dossier } from '@area-clienti/contract';
import { FieldList } from '@/shared/ui/FieldList';
import { MaskedIban } from '@/shared/ui/MaskedIban';
import { contractFieldGroups } from './contractFields';

/** The whole IBAN of a policy, its step-up's code loaded with it on the click that asks for it. */
const fullIbanOf = (dossierId: number) => async () => (await import('./fullIban')).fetchFullIban(dossierId);

/**
 * 'Dettagli contratto': the dossier's fields in their groups, each under its heading (a level below the
 * tab's own heading when the policy is printed, the tabs laid out as sections).
 */
export function ContractDetails({ dossier, printed = false }: { dossier: Dossier; printed?: boolean }) {
  const Heading = printed ? 'h3' : 'h2';
  return (
    <div className="contract-details">
      {contractFieldGroups(dossier).map((group) => (
        <section key={group.id} className="contract-details__group" aria-labelledby={`gruppo-${group.id}`}>
          <Heading id={`gruppo-${group.id}`} className="h5">
            {group.title}
          </Heading>
          <FieldList
            fields={group.fields.map((field) =>
              field.masked
                ? {
                    label: field.label,
                    value: <MaskedIban iban={field.value} fetchFull={fullIbanOf(dossier.dossierID)} />,
                  }
                : field,
            )}
          />
        </section>
      ))}
    </div>
  );
}
