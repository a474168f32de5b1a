import { useEffect, useId, useRef, useState } from 'react';
import { secondFactorTexts as t } from '@/shared/messages/second-factor';
import { PageHeading } from '@/shared/ui/PageHeading';

/** The recovery codes, shown once: copy, download, and "Ho salvato i codici" before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => unknown }) {
  const id = useId();
  const heading = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const textOf = () => `${codes.join('\n')}\n`;
  useEffect(() => heading.current?.querySelector('h1')?.focus(), []);
  const download = () => {
    const url = URL.createObjectURL(new Blob([textOf()], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'codici-di-recupero-area-clienti.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="row" ref={heading}>
      <div className="col-12 col-md-10 col-lg-7">
        <PageHeading title={t.codesTitle}>
          <p className="lead-text">{t.codesIntro}</p>
        </PageHeading>
        <ol className="recovery-codes" aria-label={t.codesTitle}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => navigator.clipboard?.writeText(textOf()).then(() => setCopied(true))}
          >
            {t.copy}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={download}>
            {t.download}
          </button>
        </div>
        <p role="status">{copied ? t.copied : ''}</p>
        <div className="form-check">
          <input
            id={`${id}-saved`}
            type="checkbox"
            className="form-check-input"
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${id}-saved`}>
            {t.saved}
          </label>
        </div>
        <button type="button" className="btn btn-primary mt-3" disabled={!saved} onClick={onDone}>
          {t.continue}
        </button>
      </div>
    </div>
  );
}
