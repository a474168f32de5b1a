import {
  ErrorCode,
  IMPORT_TYPES,
  type ImportEntry,
  type ImportProblem,
  type ImportSummary,
  type UploadFeedReply,
} from '@area-clienti/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { saveBlob } from '@/shared/lib/download';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import type { Column } from '@/shared/ui/table/types';
import {
  type FileProgress,
  importHistoryQuery,
  importReport,
  type UploadProgress,
  UploadRefused,
  uploadFeed,
} from './api';

const t = consoleText.feeds;
/** The problems listed on screen; the CSV has every one the check listed. */
const PROBLEMS_SHOWN = 100;

/** What a refused upload says, by its code. */
function uploadErrorText(error: unknown): string {
  const code = error instanceof UploadRefused ? error.code : null;
  switch (code) {
    case ErrorCode.UPLOAD_TOO_LARGE:
      return t.errors.tooLarge;
    case ErrorCode.UPLOAD_BAD_TYPE:
      return t.errors.badType;
    case ErrorCode.UPLOAD_FILE_COUNT:
      return t.errors.fileCount;
    case ErrorCode.CONNECTION:
    case ErrorCode.FEED_UPLOAD_OFFSET:
      return t.errors.dropped;
    case ErrorCode.FEED_UPLOAD_INCOMPLETE:
      return t.errors.incomplete;
    case ErrorCode.IMPORT_NOT_A_FEED:
      return t.errors.notAFeed;
    case ErrorCode.IMPORT_UNSAFE_ARCHIVE:
      return t.errors.unsafe;
    case ErrorCode.IMPORT_NO_FEED:
      return t.errors.noFeed;
    case ErrorCode.IMPORT_BUSY:
      return t.errors.busy;
    default:
      return t.errors.other;
  }
}

/** The percentage a progress stands at; the checking phase has no measure of its own (one step). */
const percentOf = (progress: UploadProgress) =>
  progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;

function ProgressBar({ progress }: { progress: UploadProgress }) {
  const percent = percentOf(progress);
  const label = `${t.phase[progress.phase]}: ${percent}%`;
  return (
    <div className="feed-progress">
      {/* The phase is announced when it changes, not every percent. */}
      <p role="status">{t.phase[progress.phase]}</p>
      <div className="progress">
        <div
          className="progress-bar"
          role="progressbar"
          aria-label={t.progressLabel}
          aria-valuetext={label}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** A size as people read it: KB up to a megabyte, MB beyond. */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024).toLocaleString('it-IT')} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;

const boardColumns: Column<FileProgress>[] = [
  { key: 'name', header: t.board.name, cell: (f) => f.name },
  {
    key: 'received',
    header: t.board.received,
    cell: (f) => t.board.bytes(sizeText(f.received), sizeText(f.size)),
    numeric: true,
  },
  { key: 'state', header: t.board.state, cell: (f) => t.board.states[f.state] },
];

/** The progress board: each file of the feed, the bytes the server holds of it and its state. */
function FileBoard({ files }: { files: FileProgress[] }) {
  return (
    <SimpleTable
      caption={t.board.caption}
      captionVisible
      columns={boardColumns}
      rows={files}
      rowKey={(f, index) => `${index}:${f.name}`}
    />
  );
}

const problemColumns: Column<ImportProblem>[] = [
  { key: 'file', header: t.columns.file, cell: (p) => p.file },
  { key: 'line', header: t.columns.line, cell: (p) => p.line ?? '—', numeric: true },
  { key: 'record', header: t.columns.record, cell: (p) => p.record ?? '—' },
  { key: 'field', header: t.columns.field, cell: (p) => p.field ?? '—' },
  { key: 'why', header: t.columns.why, cell: (p) => p.problem },
];

type CountRow = {
  type: (typeof IMPORT_TYPES)[number];
} & ImportSummary['entities'][(typeof IMPORT_TYPES)[number]];
const countColumns: Column<CountRow>[] = [
  { key: 'type', header: t.counts.type, cell: (row) => t.types[row.type] },
  { key: 'created', header: t.counts.created, cell: (row) => row.created, numeric: true },
  { key: 'updated', header: t.counts.updated, cell: (row) => row.updated, numeric: true },
  { key: 'removed', header: t.counts.removed, cell: (row) => row.removed, numeric: true },
  { key: 'unchanged', header: t.counts.unchanged, cell: (row) => row.unchanged, numeric: true },
];

/** Saves an import's report (CSV) as the file the server names; says so when it fails. */
function useReportDownload() {
  const [failed, setFailed] = useState(false);
  const download = useMutation({
    mutationFn: importReport,
    onMutate: () => setFailed(false),
    onSuccess: ({ blob, name }) => saveBlob(blob, name),
    onError: () => setFailed(true),
  });
  return { download, failed };
}

function ReportDownload({ importId, label }: { importId: string; label: string }) {
  const { download, failed } = useReportDownload();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={download.isPending}
        onClick={() => download.mutate(importId)}
      >
        {label}
      </button>
      {failed ? (
        <Alert tone="danger" live="alert">
          {t.downloadFailed}
        </Alert>
      ) : null}
    </>
  );
}

function Outcome({ outcome, file }: { outcome: UploadFeedReply; file: string }) {
  if (outcome.summary) {
    const { summary } = outcome;
    return (
      <section className="detail-section" aria-labelledby="feed-outcome">
        <h2 id="feed-outcome" className="visually-hidden">
          {t.counts.caption}
        </h2>
        <Alert tone="success" live="status">
          {t.imported(file)} {t.notices(summary.notices)}
        </Alert>
        <SimpleTable
          caption={t.counts.caption}
          captionVisible
          columns={countColumns}
          rows={IMPORT_TYPES.map((type) => ({ type, ...summary.entities[type] }))}
          rowKey={(row) => row.type}
        />
      </section>
    );
  }
  const total = outcome.problems.length + outcome.moreProblems;
  const shown = outcome.problems.slice(0, PROBLEMS_SHOWN);
  return (
    <section className="detail-section" aria-labelledby="feed-report">
      <Alert tone="danger" live="alert">
        {t.refused(file, total)}
      </Alert>
      <h2 id="feed-report">{t.report}</h2>
      <p>
        <ReportDownload importId={outcome.importId} label={t.downloadReport} />
      </p>
      <SimpleTable
        caption={t.report}
        columns={problemColumns}
        rows={shown}
        rowKey={(p, index) => `${p.file}:${p.line}:${index}`}
      />
      {total > shown.length ? <p>{t.reportShown(shown.length, total)}</p> : null}
    </section>
  );
}

/** What an import of the history did: its counts per type, or why it was refused. */
function EntryOutcome({ entry }: { entry: ImportEntry }) {
  if (entry.summary) {
    const { entities } = entry.summary;
    const changed = IMPORT_TYPES.filter((type) => Object.values(entities[type]).some((n) => n > 0));
    return (
      <>
        <strong>{t.historyImported}</strong>
        {changed.length === 0 ? (
          <p className="mb-0">{t.historyNothing}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {changed.map((type) => (
              <li key={type}>{t.countsLine(t.types[type], entities[type])}</li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <>
      <strong>{t.historyRefused(entry.problemCount)}</strong>
      <ul className="mb-1">
        {entry.reasons.map((p) => (
          <li key={`${p.file}:${p.line}:${p.record}:${p.field}:${p.problem}`}>
            {p.file}
            {p.line ? ` ${t.columns.line.toLowerCase()} ${p.line}` : ''}: {p.record ? `${p.record}, ` : ''}
            {p.field ? `${p.field}: ` : ''}
            {p.problem}
          </li>
        ))}
      </ul>
      <ReportDownload importId={entry.importId} label={t.reportOf(entry.file)} />
    </>
  );
}

const historyColumns: Column<ImportEntry>[] = [
  { key: 'when', header: t.historyColumns.when, cell: (e) => formatDateTime(e.startedAt) },
  { key: 'by', header: t.historyColumns.by, cell: (e) => e.by },
  { key: 'file', header: t.historyColumns.file, cell: (e) => e.file },
  { key: 'duration', header: t.historyColumns.duration, cell: (e) => t.seconds(e.durationMs), numeric: true },
  { key: 'outcome', header: t.historyColumns.outcome, cell: (e) => <EntryOutcome entry={e} /> },
];

function History() {
  const history = useInfiniteQuery(importHistoryQuery());
  const entries = history.data?.pages.flatMap((page) => page.imports) ?? [];
  return (
    <section className="detail-section" aria-labelledby="feed-history">
      <h2 id="feed-history">{t.history}</h2>
      {history.isPending ? <p role="status">{text.loading}</p> : null}
      {history.isError ? <QueryError /> : null}
      {history.isSuccess && entries.length === 0 ? <p>{t.historyEmpty}</p> : null}
      {entries.length > 0 ? (
        <SimpleTable caption={t.history} columns={historyColumns} rows={entries} rowKey={(e) => e.importId} />
      ) : null}
      {history.hasNextPage ? (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t.historyMore}
        </button>
      ) : null}
    </section>
  );
}

/** /admin/feed: a Superuser uploads the agency's feed, follows it, reads its report and the history. */
export function FeedsPage() {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [board, setBoard] = useState<FileProgress[]>([]);
  const [missing, setMissing] = useState(false);
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadFeed(files, setBoard, setProgress),
    onSettled: () => {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: importHistoryQuery().queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    setMissing(files.length === 0);
    if (files.length === 0) {
      input.current?.focus();
      return;
    }
    upload.mutate(files);
  };
  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      <form className="detail-section" noValidate onSubmit={submit}>
        <div className="mb-3">
          <label htmlFor={inputId} className="form-label">
            {t.file}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            name="feed"
            multiple
            accept=".zip,.jsonl"
            className={`form-control${missing ? ' is-invalid' : ''}`}
            aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
            aria-invalid={missing || undefined}
            disabled={upload.isPending}
          />
          <small id={hintId} className="form-text">
            {t.fileHint}
          </small>
          {missing ? (
            <div id={errorId} className="invalid-feedback d-block">
              {t.noFile}
            </div>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
          {t.submit}
        </button>
      </form>
      {upload.isPending && progress ? <ProgressBar progress={progress} /> : null}
      {board.length > 0 ? <FileBoard files={board} /> : null}
      {upload.isError ? (
        <Alert tone="danger" live="alert">
          {uploadErrorText(upload.error)}
        </Alert>
      ) : null}
      {upload.data ? (
        <Outcome outcome={upload.data} file={upload.variables.map((file) => file.name).join(', ')} />
      ) : null}
      <History />
    </>
  );
}
