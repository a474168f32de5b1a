import { type AdminPrivacyTemplate, PRIVACY_KEYS } from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import type { Column } from '@/shared/ui/table/types';
import { contentError, privacyTemplatesQuery, templateCalls } from './api';
import { ContentActButtons, ContentOutcome, ContentStateTag, useContentActs } from './ContentActs';

const t = consoleText.privacy;
const MAX_ITEM = 2_000;
const TEMPLATE_ID = /^[\w.-]{1,50}$/;

/** Each consent the version asks, its text and how the clients answered it. */
function Consents({ version }: { version: AdminPrivacyTemplate }) {
  return (
    <ul className="console-figures">
      {PRIVACY_KEYS.filter((key) => version.items[`${key}value`]).map((key) => {
        const answers = version.answers[key] ?? { given: 0, refused: 0 };
        return (
          <li key={key}>
            <strong>{t.consentOf(key)}</strong>: {version.items[`${key}value`]} — {t.given} {answers.given},{' '}
            {t.refused} {answers.refused}
          </li>
        );
      })}
    </ul>
  );
}

interface Form {
  type: string;
  templateID: string;
  items: string[];
}
type Field = 'type' | 'templateID' | 'items';

function check(form: Form) {
  const problems: Partial<Record<Field, string>> = {};
  const type = form.type.trim();
  if (!type || type.length > 20) problems.type = t.problems.type;
  const templateID = form.templateID.trim();
  if (!TEMPLATE_ID.test(templateID)) problems.templateID = t.problems.templateId;
  const items = form.items.map((item) => item.trim());
  if (items.some((item) => /[<>]/.test(item) || item.length > MAX_ITEM)) problems.items = t.problems.item;
  else if (!items.some(Boolean)) problems.items = t.problems.noItem;
  const asked = Object.fromEntries(
    items.flatMap((item, index) => (item ? [[`${PRIVACY_KEYS[index]}value`, item]] : [])),
  );
  return { problems, version: { type, templateID, items: asked } };
}

function NewVersion({ onSaved }: { onSaved: () => void }) {
  const id = useId();
  const [form, setForm] = useState<Form>({ type: '775', templateID: '', items: ['', ''] });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const describedBy = (field: Field, hint: string) =>
    problems[field] ? `${hint} ${id}-${field}-problem` : hint;
  const problem = (field: Field) =>
    problems[field] ? (
      <p id={`${id}-${field}-problem`} className="invalid-feedback d-block">
        {problems[field]}
      </p>
    ) : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(form);
    setProblems(checked.problems);
    setFailure(null);
    if (Object.keys(checked.problems).length > 0) return;
    setPending(true);
    try {
      await templateCalls.create(checked.version);
      setForm({ type: form.type, templateID: '', items: ['', ''] });
      onSaved();
    } catch (error) {
      setFailure(contentError(error));
    } finally {
      setPending(false);
    }
  };

  const input = (field: 'type' | 'templateID', label: string, hint: string) => (
    <div className="form-group">
      <label htmlFor={`${id}-${field}`} className="active">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        className={`form-control${problems[field] ? ' is-invalid' : ''}`}
        value={form[field]}
        spellCheck={false}
        aria-describedby={describedBy(field, `${id}-${field}-hint`)}
        aria-invalid={problems[field] ? true : undefined}
        onChange={(event) => setForm({ ...form, [field]: event.target.value })}
      />
      <p id={`${id}-${field}-hint`} className="form-text">
        {hint}
      </p>
      {problem(field)}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="mb-5">
      <h2 id={`${id}-title`}>{t.newTitle}</h2>
      <form onSubmit={save} noValidate>
        {input('type', t.typeLabel, t.typeHint)}
        {input('templateID', t.templateIdLabel, t.templateIdHint)}
        {form.items.map((item, index) => (
          // The consents are numbered by their place: privacy01, privacy02, …
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the consent's key
          <div className="form-group" key={index}>
            <label htmlFor={`${id}-item-${index}`} className="active">
              {t.itemLabel(index + 1)}
            </label>
            <textarea
              id={`${id}-item-${index}`}
              className={`form-control${problems.items ? ' is-invalid' : ''}`}
              rows={2}
              value={item}
              aria-describedby={describedBy('items', `${id}-items-hint`)}
              aria-invalid={problems.items ? true : undefined}
              onChange={(event) =>
                setForm({
                  ...form,
                  items: form.items.map((old, i) => (i === index ? event.target.value : old)),
                })
              }
            />
          </div>
        ))}
        <p id={`${id}-items-hint`} className="form-text">
          {t.itemHint}
        </p>
        {problem('items')}
        <div role="alert">{failure ? <p className="alert alert-danger">{failure}</p> : null}</div>
        <p className="d-flex flex-wrap gap-3">
          {form.items.length < PRIVACY_KEYS.length ? (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => setForm({ ...form, items: [...form.items, ''] })}
            >
              {t.addItem}
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {t.save}
          </button>
        </p>
      </form>
    </section>
  );
}

/** /admin/privacy: the privacy template versions, their answers, published and withdrawn (issue 21 item 5). */
export function PrivacyPage() {
  const queryClient = useQueryClient();
  const list = useQuery(privacyTemplatesQuery());
  const acts = useContentActs(templateCalls, privacyTemplatesQuery().queryKey);
  const nameOf = (v: AdminPrivacyTemplate) => `${v.type} ${v.templateID}`;
  const columns: Column<AdminPrivacyTemplate>[] = [
    { key: 'type', header: t.type, cell: (v) => v.type },
    { key: 'id', header: t.templateId, cell: (v) => v.templateID },
    {
      key: 'state',
      header: consoleText.content.stateHeader,
      cell: (v) => (
        <>
          <ContentStateTag state={v.state} /> {v.current ? <strong>{t.current}</strong> : null}
        </>
      ),
    },
    {
      key: 'published',
      header: consoleText.content.publishedAt,
      cell: (v) => (v.publishedAt ? formatDateTime(v.publishedAt) : '—'),
    },
    { key: 'answered', header: t.answered, cell: (v) => t.answeredCount(v.answered), numeric: true },
    { key: 'consents', header: t.consents, cell: (v) => <Consents version={v} /> },
    {
      key: 'acts',
      header: consoleText.content.actions,
      cell: (v) => (
        <ContentActButtons
          state={v.state}
          name={nameOf(v)}
          disabled={acts.pending}
          onAct={(which) => acts.run(which, v.id, nameOf(v))}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      <ContentOutcome outcome={acts.outcome} />
      <NewVersion
        onSaved={() => {
          acts.say({ tone: 'success', text: consoleText.content.done.created });
          void queryClient.invalidateQueries({ queryKey: privacyTemplatesQuery().queryKey });
        }}
      />
      <section aria-labelledby="privacy-elenco">
        <h2 id="privacy-elenco">{t.title}</h2>
        {list.isPending ? <p role="status">{text.loading}</p> : null}
        {list.isError ? <QueryError /> : null}
        {list.data && list.data.templates.length === 0 ? <p>{t.none}</p> : null}
        {list.data && list.data.templates.length > 0 ? (
          <SimpleTable caption={t.title} columns={columns} rows={list.data.templates} rowKey={(v) => v.id} />
        ) : null}
      </section>
    </>
  );
}
