import { type CaiSide, ClaimReportPath } from '@area-clienti/contract';
import { type ReactNode, useState } from 'react';
import { api } from '@/shared/backend';
import { fileOfResponse, saveBlob } from '@/shared/lib/download';
import { counterpartText } from '@/shared/messages/claim-report';
import { counterpartVoiceText as t } from '@/shared/messages/counterpart';
import { Alert } from '@/shared/ui/Alert';
import { CorrectionForm } from './CorrectionForm';
import { DeclineForm } from './DeclineForm';

export type Outcome = 'declined' | 'corrected';
type Choice = 'sign' | 'correct' | 'decline';

async function documentOf(token: string) {
  const response = await api.callForFile(
    ClaimReportPath.getClaimReportSignPdf,
    { token },
    'application/pdf',
    { auth: false },
  );
  return fileOfResponse(response, 'constatazione-amichevole.pdf');
}

/**
 * The whole document before anything else (issue 34): opened in a tab of its own (the phone's PDF viewer),
 * or downloaded, and B says B has read it before going on.
 */
export function ReadDocument(props: { token: string; read: boolean; onRead: (read: boolean) => void }) {
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async (download: boolean) => {
    setFailed(false);
    try {
      const { name, blob } = await documentOf(props.token);
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      const tab = download ? null : window.open(url, '_blank');
      if (!tab) saveBlob(blob, name);
      setOpened(true);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    }
  };
  return (
    <section aria-labelledby="b-read-title" className="mb-4">
      <h2 id="b-read-title" className="h5">
        {t.readTitle}
      </h2>
      <p>{t.readIntro}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-primary" onClick={() => open(false)}>
          {t.open}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={() => open(true)}>
          {t.download}
        </button>
      </div>
      {opened ? <p role="status">{t.opened}</p> : null}
      {failed ? (
        <Alert tone="danger" live="alert">
          {counterpartText.readError}
        </Alert>
      ) : null}
      <div className="form-check mt-3">
        <input
          id="b-read"
          type="checkbox"
          className="form-check-input"
          checked={props.read}
          onChange={(event) => props.onRead(event.target.checked)}
        />
        <label htmlFor="b-read" className="form-check-label">
          {t.haveRead}
        </label>
      </div>
    </section>
  );
}

/** Sign, correct B's sections, or "Non concordo": one at a time, B's choice. */
export function CounterpartChoice(props: {
  token: string;
  side: CaiSide;
  sign: ReactNode;
  onOutcome: (outcome: Outcome) => void;
}) {
  const [choice, setChoice] = useState<Choice | null>(null);
  return (
    <section aria-labelledby="b-choice-title">
      <h2 id="b-choice-title" className="h5">
        {t.choiceTitle}
      </h2>
      <p>{t.choiceIntro}</p>
      <div className="form-actions">
        {(['sign', 'correct', 'decline'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={choice === option ? 'btn btn-primary' : 'btn btn-outline-primary'}
            aria-pressed={choice === option}
            onClick={() => setChoice(option)}
          >
            {t.choose[option]}
          </button>
        ))}
      </div>
      {choice === 'sign' ? props.sign : null}
      {choice === 'correct' ? (
        <CorrectionForm token={props.token} side={props.side} onSent={() => props.onOutcome('corrected')} />
      ) : null}
      {choice === 'decline' ? (
        <DeclineForm token={props.token} onSent={() => props.onOutcome('declined')} />
      ) : null}
    </section>
  );
}
