import { DOCUMENT_TYPES } from '@area-clienti/contract';
import { documentListText } from '@/shared/messages/documents-products';
import { LabelledField } from '@/shared/ui/form/LabelledField';
import { SelectField, type SelectOption } from '@/shared/ui/form/SelectField';
import type { DocumentFilters } from './documentFilters';

const t = documentListText;
const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: t.types[type] }));

interface DocumentFiltersFormProps {
  filters: DocumentFilters;
  policies: readonly SelectOption[];
  onChange: (change: Partial<DocumentFilters>) => void;
}

/** The policy, the type and a search by name: each applies at once, nothing to submit. */
export function DocumentFiltersForm({ filters, policies, onChange }: DocumentFiltersFormProps) {
  return (
    // A group of controls that act at once: no form, nothing to submit.
    <fieldset className="document-filters">
      <legend className="visually-hidden">{t.filters}</legend>
      <div className="row g-3">
        <div className="col-12 col-md-4">
          <SelectField
            label={t.policy}
            placeholder={t.allPolicies}
            options={policies}
            value={filters.polizza ?? ''}
            onChange={(event) => onChange({ polizza: event.currentTarget.value || null })}
          />
        </div>
        <div className="col-12 col-md-4">
          <SelectField
            label={t.type}
            placeholder={t.allTypes}
            options={TYPE_OPTIONS}
            value={filters.tipo ?? ''}
            onChange={(event) => {
              const tipo = event.currentTarget.value;
              onChange({ tipo: tipo === 'dossier' || tipo === 'sinistro' ? tipo : null });
            }}
          />
        </div>
        <div className="col-12 col-md-4">
          <LabelledField label={t.search}>
            {(wiring) => (
              <input
                {...wiring}
                type="search"
                className="form-control"
                autoComplete="off"
                maxLength={100}
                value={filters.cerca}
                onChange={(event) => onChange({ cerca: event.currentTarget.value })}
              />
            )}
          </LabelledField>
        </div>
      </div>
    </fieldset>
  );
}
