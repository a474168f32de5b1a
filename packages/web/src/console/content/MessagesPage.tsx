import type {
  AdminLoginMessage,
  ClientFilter,
  ClientFilterChoices,
  LoginMessagePreview,
} from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { LoginMessageBody } from '@/shared/ui/login-message/LoginMessageBody';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import type { Column } from '@/shared/ui/table/types';
import { ClientFilterFields, filterInWords } from '../frame/ClientFilterFields';
import { contentError, loginMessagesQuery, type MessageDraft, messageCalls } from './api';
import { ContentActButtons, ContentOutcome, ContentStateTag, useContentActs } from './ContentActs';
import { RichTextEditor } from './RichTextEditor';

const t = consoleText.messages;
const MAX_TITLE = 200;
const MAX_TEXT = 50_000;

interface Form {
  titolo: string;
  testo: string;
  mostraSempre: boolean;
  audience: 'listed' | 'filter' | 'all';
  userIds: string;
  filter: ClientFilter;
}
const EMPTY: Form = {
  titolo: '',
  testo: '',
  mostraSempre: false,
  audience: 'listed',
  userIds: '',
  filter: {},
};
type Field = 'titolo' | 'testo' | 'userIds' | 'filter';
const NO_CHOICES: ClientFilterChoices = { branches: [], products: [] };

/** The user IDs typed, each once; null when one of them is not 8 digits or there is none. */
function userIdsOf(typed: string): string[] | null {
  const codes = [...new Set(typed.split(/[\s,;]+/).filter(Boolean))];
  return codes.length > 0 && codes.every((code) => /^\d{8}$/.test(code)) ? codes : null;
}

/** What the form would send, or the problem of each field that keeps it from being sent. */
function check(form: Form): { draft: MessageDraft } | { problems: Partial<Record<Field, string>> } {
  const problems: Partial<Record<Field, string>> = {};
  const titolo = form.titolo.trim();
  if (!titolo) problems.titolo = t.problems.titleEmpty;
  else if (titolo.length > MAX_TITLE) problems.titolo = t.problems.titleLong;
  const testo = form.testo.trim();
  if (!testo) problems.testo = t.problems.textEmpty;
  else if (testo.length > MAX_TEXT) problems.testo = t.problems.textLong;
  const listed = form.audience === 'listed' ? userIdsOf(form.userIds) : null;
  if (form.audience === 'listed' && !listed) problems.userIds = t.problems.userIds;
  const { branch, product } = form.filter;
  if (form.audience === 'filter' && !branch && !product) problems.filter = t.problems.filter;
  if (Object.keys(problems).length > 0) return { problems };
  const audience =
    form.audience === 'all' ? 'all' : form.audience === 'filter' ? { filter: form.filter } : (listed ?? []);
  return { draft: { titolo, testo, mostraSempre: form.mostraSempre, audience } };
}

function Problem({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p id={id} className="invalid-feedback d-block">
      {problem}
    </p>
  ) : null;
}

/** The message as the client will see it: the server's cleaned HTML, shown by the client page's component. */
function Preview({ titolo, preview }: { titolo: string; preview: LoginMessagePreview }) {
  const notes = [
    preview.strippedTags.length > 0 ? t.strippedTags(preview.strippedTags) : null,
    preview.strippedAttributes.length > 0 ? t.strippedAttributes(preview.strippedAttributes) : null,
    preview.strippedLinks > 0 ? t.strippedLinks(preview.strippedLinks) : null,
  ].filter((note): note is string => note !== null);
  return (
    <section aria-labelledby="messaggio-anteprima" className="mt-4">
      <h2 id="messaggio-anteprima">{t.previewTitle}</h2>
      <div className={`alert ${notes.length > 0 ? 'alert-warning' : 'alert-info'}`}>
        {notes.length > 0 ? notes.map((note) => <p key={note}>{note}</p>) : <p>{t.nothingStripped}</p>}
        {preview.unknownUsers.length > 0 ? <p>{t.unknownUsers(preview.unknownUsers)}</p> : null}
        {preview.filterAccounts === null ? null : <p>{t.filterAccounts(preview.filterAccounts)}</p>}
      </div>
      {preview.html ? (
        <div className="console-preview">
          <div className="page-heading">
            <p className="h1">{titolo.trim()}</p>
          </div>
          <LoginMessageBody html={preview.html} />
        </div>
      ) : (
        <p className="alert alert-danger">{t.previewEmpty}</p>
      )}
    </section>
  );
}

/** The new message's form: title, rich text (or its HTML), audience; a preview, then a draft. */
function NewMessage({
  choices,
  onSaved,
}: {
  choices: ClientFilterChoices;
  onSaved: (titolo: string) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [htmlMode, setHtmlMode] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ titolo: string; reply: LoginMessagePreview } | null>(null);
  const [pending, setPending] = useState(false);
  // A new key gives the editor a new text (it is uncontrolled while the agency types).
  const [editorKey, setEditorKey] = useState(0);
  const set = (change: Partial<Form>) => setForm((now) => ({ ...now, ...change }));
  const described = (field: Field, hint: string) =>
    problems[field] ? `${hint} ${id}-${field}-problem` : hint;

  /** Checks the form, then runs the call; a refusal is said in Italian under the form. */
  const attempt = async (call: (draft: MessageDraft) => Promise<void>) => {
    const checked = check(form);
    setFailure(null);
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems({});
    setPending(true);
    try {
      await call(checked.draft);
    } catch (error) {
      setFailure(contentError(error));
    } finally {
      setPending(false);
    }
  };
  const showPreview = () =>
    attempt(async (draft) => {
      const reply = await messageCalls.preview({ testo: draft.testo, audience: draft.audience });
      setPreview({ titolo: draft.titolo, reply });
    });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async (draft) => {
      await messageCalls.create(draft);
      setForm(EMPTY);
      setEditorKey((key) => key + 1);
      setPreview(null);
      onSaved(draft.titolo);
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-5">
      <h2 id={`${id}-title`}>{t.newTitle}</h2>
      <form onSubmit={save} noValidate>
        <div className="form-group">
          <label htmlFor={`${id}-titolo`} className="active">
            {t.titleLabel}
          </label>
          <input
            id={`${id}-titolo`}
            className={`form-control${problems.titolo ? ' is-invalid' : ''}`}
            value={form.titolo}
            aria-describedby={described('titolo', `${id}-titolo-hint`)}
            aria-invalid={problems.titolo ? true : undefined}
            onChange={(event) => set({ titolo: event.target.value })}
          />
          <p id={`${id}-titolo-hint`} className="form-text">
            {t.titleHint}
          </p>
          <Problem id={`${id}-titolo-problem`} problem={problems.titolo} />
        </div>
        <div className="form-group">
          <label id={`${id}-testo-label`} htmlFor={`${id}-testo`} className="active">
            {t.textLabel}
          </label>
          {htmlMode ? (
            <textarea
              id={`${id}-testo`}
              className={`form-control${problems.testo ? ' is-invalid' : ''}`}
              rows={10}
              value={form.testo}
              spellCheck={false}
              aria-describedby={described('testo', `${id}-testo-hint`)}
              aria-invalid={problems.testo ? true : undefined}
              onChange={(event) => set({ testo: event.target.value })}
            />
          ) : (
            <RichTextEditor
              id={`${id}-testo`}
              labelId={`${id}-testo-label`}
              describedBy={described('testo', `${id}-testo-hint`)}
              invalid={Boolean(problems.testo)}
              key={editorKey}
              initial={form.testo}
              onChange={(testo) => set({ testo })}
            />
          )}
          <p id={`${id}-testo-hint`} className="form-text">
            {t.textHint}
          </p>
          <Problem id={`${id}-testo-problem`} problem={problems.testo} />
          <div className="form-check">
            <input
              id={`${id}-html`}
              type="checkbox"
              checked={htmlMode}
              onChange={(event) => setHtmlMode(event.target.checked)}
            />
            <label htmlFor={`${id}-html`}>{t.htmlMode}</label>
          </div>
        </div>
        <div className="form-check">
          <input
            id={`${id}-sempre`}
            type="checkbox"
            checked={form.mostraSempre}
            onChange={(event) => set({ mostraSempre: event.target.checked })}
          />
          <label htmlFor={`${id}-sempre`}>{t.mostraSempre}</label>
        </div>
        <fieldset className="mt-3">
          <legend className="h6">{t.audienceLegend}</legend>
          {(['listed', 'filter', 'all'] as const).map((audience) => (
            <div className="form-check" key={audience}>
              <input
                id={`${id}-${audience}`}
                type="radio"
                name={`${id}-audience`}
                checked={form.audience === audience}
                onChange={() => set({ audience })}
              />
              <label htmlFor={`${id}-${audience}`}>{t.audienceChoice[audience]}</label>
            </div>
          ))}
          {form.audience === 'filter' ? (
            <div className="mt-3">
              <ClientFilterFields
                choices={choices}
                value={form.filter}
                onChange={(filter) => set({ filter })}
                error={problems.filter}
              />
            </div>
          ) : null}
          {form.audience !== 'listed' ? null : (
            <div className="form-group mt-3">
              <label htmlFor={`${id}-users`} className="active">
                {t.userIdsLabel}
              </label>
              <textarea
                id={`${id}-users`}
                className={`form-control${problems.userIds ? ' is-invalid' : ''}`}
                rows={3}
                value={form.userIds}
                spellCheck={false}
                aria-describedby={described('userIds', `${id}-users-hint`)}
                aria-invalid={problems.userIds ? true : undefined}
                onChange={(event) => set({ userIds: event.target.value })}
              />
              <p id={`${id}-users-hint`} className="form-text">
                {t.userIdsHint}
              </p>
              <Problem id={`${id}-userIds-problem`} problem={problems.userIds} />
            </div>
          )}
        </fieldset>
        <div role="alert">{failure ? <p className="alert alert-danger">{failure}</p> : null}</div>
        <p className="d-flex flex-wrap gap-3">
          <button type="button" className="btn btn-outline-primary" disabled={pending} onClick={showPreview}>
            {t.preview}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {t.save}
          </button>
        </p>
      </form>
      {preview ? <Preview titolo={preview.titolo} preview={preview.reply} /> : null}
    </section>
  );
}

/** /admin/messaggi: the login messages, written, previewed, published, withdrawn (issue 21 item 5). */
export function MessagesPage() {
  const queryClient = useQueryClient();
  const list = useQuery(loginMessagesQuery());
  const acts = useContentActs(messageCalls, loginMessagesQuery().queryKey);
  const columns: Column<AdminLoginMessage>[] = [
    { key: 'titolo', header: t.titolo, cell: (m) => m.titolo },
    {
      key: 'state',
      header: consoleText.content.stateHeader,
      cell: (m) => <ContentStateTag state={m.state} />,
    },
    {
      key: 'audience',
      header: t.audience,
      cell: (m) =>
        m.audience === 'all'
          ? t.everyone
          : m.filter
            ? t.filtered(filterInWords(m.filter, list.data?.branches ?? []))
            : t.listedCount(m.recipients),
    },
    { key: 'figures', header: t.figures, cell: (m) => t.figuresOf(m.shown, m.confirmed), numeric: true },
    {
      key: 'dates',
      header: consoleText.content.publishedAt,
      cell: (m) => (m.publishedAt ? formatDateTime(m.publishedAt) : '—'),
    },
    {
      key: 'acts',
      header: consoleText.content.actions,
      cell: (m) => (
        <ContentActButtons
          state={m.state}
          name={m.titolo}
          disabled={acts.pending}
          onAct={(which) => acts.run(which, m.id, m.titolo)}
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
      <NewMessage
        choices={list.data ?? NO_CHOICES}
        onSaved={() => {
          acts.say({ tone: 'success', text: consoleText.content.done.created });
          void queryClient.invalidateQueries({ queryKey: loginMessagesQuery().queryKey });
        }}
      />
      <section aria-labelledby="messaggi-elenco">
        <h2 id="messaggi-elenco">{t.list}</h2>
        {list.isPending ? <p role="status">{text.loading}</p> : null}
        {list.isError ? <QueryError /> : null}
        {list.data && list.data.messages.length === 0 ? <p>{t.none}</p> : null}
        {list.data && list.data.messages.length > 0 ? (
          <SimpleTable caption={t.list} columns={columns} rows={list.data.messages} rowKey={(m) => m.id} />
        ) : null}
      </section>
    </>
  );
}
