import type { ClientFilter, ClientFilterChoices } from '@area-clienti/contract';
import { consoleText } from '@/shared/messages/console';
import { SelectField } from '@/shared/ui/form/SelectField';

const t = consoleText.clientFilter;

/**
 * The shared client filter (contract `clientFilter`): a branch and/or a product of the feed, chosen among
 * what the server offers. The bulk invitations and the login messages choose their clients with it.
 */
export function ClientFilterFields({
  choices,
  value,
  onChange,
  error,
}: {
  choices: ClientFilterChoices;
  value: ClientFilter;
  onChange: (filter: ClientFilter) => void;
  /** Said under the product, the last of the two (a filter that names neither, where one is needed). */
  error?: string;
}) {
  const change = (side: keyof ClientFilter, chosen: string) => {
    const { [side]: _dropped, ...rest } = value;
    onChange(chosen ? { ...rest, [side]: chosen } : rest);
  };
  return (
    <>
      <SelectField
        label={t.branch}
        placeholder={t.anyBranch}
        options={choices.branches.map((b) => ({ value: b.id, label: `${b.name} (${b.id})` }))}
        value={value.branch ?? ''}
        onChange={(event) => change('branch', event.target.value)}
      />
      <SelectField
        label={t.product}
        placeholder={t.anyProduct}
        options={choices.products.map((name) => ({ value: name, label: name }))}
        value={value.product ?? ''}
        onChange={(event) => change('product', event.target.value)}
        error={error ? { message: error } : undefined}
      />
    </>
  );
}

/** A filter in words: the branch's name and the product; '' when it names neither. */
export function filterInWords(filter: ClientFilter, branches: ClientFilterChoices['branches']): string {
  const branch = filter.branch ? (branches.find((b) => b.id === filter.branch)?.name ?? filter.branch) : null;
  return [branch, filter.product].filter(Boolean).join(', ');
}
