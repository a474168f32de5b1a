import { useId, useState } from 'react';
import { formatDate } from '@/shared/format';
import { glanceText } from '@/shared/messages/glance';
import { Alert } from '@/shared/ui/Alert';
import {
  useCalendarDownload,
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from './glanceApi';

const t = glanceText.calendar;
const day = (isoTime: string) => formatDate(isoTime.slice(0, 10)) ?? '';

/** The address just made, shown once with a copy button: only its hash is kept, it cannot be shown again. */
function NewAddress({ url, webcalUrl }: { url: string; webcalUrl: string }) {
  const inputId = useId();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="calendar-panel__address">
      <label htmlFor={inputId}>{t.addressLabel}</label>
      <input
        id={inputId}
        className="form-control"
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="calendar-panel__hint">{t.copyNow}</p>
      <div className="calendar-panel__actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={copyAddress}>
          {t.copy}
        </button>
        <a className="btn btn-outline-primary btn-sm" href={webcalUrl}>
          {t.openInCalendar}
        </a>
      </div>
      <p className="calendar-panel__copied" role="status">
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
      </p>
    </div>
  );
}

/**
 * The private subscription address: made, replaced or revoked by the client (decisions/0060). Asked for
 * only when the client opens it: the home makes no call for what most visits never look at.
 */
function Subscription() {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const feed = useCalendarFeed(open);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const live = feed.data?.feed ?? null;
  const made = create.data?.feed;
  const failed = feed.isError || create.isError || revoke.isError;
  return (
    <section className="calendar-panel__feed" aria-labelledby={titleId}>
      <h3 id={titleId} className="h6">
        {t.feedTitle}
      </h3>
      <p>{t.feedIntro}</p>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-expanded={open}
        aria-controls={`${titleId}-body`}
        onClick={() => setOpen(!open)}
      >
        {t.manage}
      </button>
      <div id={`${titleId}-body`} hidden={!open}>
        {failed ? (
          <Alert tone="danger" live="alert">
            {t.error}
          </Alert>
        ) : null}
        {revoke.isSuccess && !live ? (
          <Alert tone="success" live="status">
            {t.revoked}
          </Alert>
        ) : null}
        {made && live ? <NewAddress url={made.url} webcalUrl={made.webcalUrl} /> : null}
        {live && !made ? (
          <p>
            {t.active(day(live.createdAt))} {live.lastReadAt ? t.lastRead(day(live.lastReadAt)) : t.neverRead}
          </p>
        ) : null}
        {feed.isSuccess ? (
          <div className="calendar-panel__actions">
            <button
              type="button"
              className={`btn btn-sm ${live ? 'btn-outline-primary' : 'btn-primary'}`}
              disabled={create.isPending}
              onClick={() => {
                revoke.reset();
                create.mutate();
              }}
              aria-describedby={live ? `${titleId}-replace` : undefined}
            >
              {live ? t.replace : t.create}
            </button>
            {live ? (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                disabled={revoke.isPending}
                onClick={() => {
                  create.reset();
                  revoke.mutate();
                }}
              >
                {t.revoke}
              </button>
            ) : null}
          </div>
        ) : null}
        {live ? (
          <p id={`${titleId}-replace`} className="calendar-panel__hint">
            {t.replaceHint}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The client's due dates for their own calendar: a file to download, or an address to subscribe to. */
export function CalendarPanel() {
  const titleId = useId();
  const download = useCalendarDownload();
  return (
    <section className="calendar-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="h4">
        {t.title}
      </h2>
      <p>{t.intro}</p>
      {download.isError ? (
        <Alert tone="danger" live="alert" onDismiss={() => download.reset()}>
          {t.downloadError}
        </Alert>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {t.download}
      </button>
      <Subscription />
    </section>
  );
}
