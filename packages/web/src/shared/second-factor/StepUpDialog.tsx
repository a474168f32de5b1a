import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { secondFactorTexts as t } from '@/shared/messages/second-factor';
import { getSecondFactor } from './api';
import { FactorCodeForm } from './FactorCodeForm';

type State = Awaited<ReturnType<typeof getSecondFactor>>;

/**
 * The step-up (docs/decisions/0092): a modal dialog (the native <dialog>: the focus stays inside, Esc
 * closes it) asks for a code (or, without the app, the password: decisions/0130), then the caller's call
 * runs again. Loaded on the first SECONDFACTOR_002 only.
 */
function StepUpDialog({ onClose }: { onClose: (verified: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    dialog.current?.showModal();
    getSecondFactor().then(setState, () => setFailed(true));
  }, []);
  return (
    <dialog
      ref={dialog}
      className="step-up-dialog"
      aria-labelledby="step-up-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <h2 id="step-up-title" className="h4">
        {t.stepUpTitle}
      </h2>
      {failed ? <p role="alert">{t.error}</p> : null}
      {state ? (
        <>
          <p>{state.enabled ? t.stepUpIntro : state.smsTo ? t.stepUpSmsIntro : t.stepUpPasswordIntro}</p>
          <FactorCodeForm
            appEnabled={state.enabled}
            smsTo={state.smsTo}
            passwordAllowed={!state.enabled}
            onVerified={() => onClose(true)}
            secondary={{ label: t.cancel, onClick: () => onClose(false) }}
          />
        </>
      ) : (
        !failed && <p aria-busy="true">…</p>
      )}
      {failed ? (
        <button type="button" className="btn btn-outline-primary" onClick={() => onClose(false)}>
          {t.cancel}
        </button>
      ) : null}
    </dialog>
  );
}

/** Shows the dialog; true once a right code was given, false when cancelled. The focus returns where it was. */
export function askForStepUp(): Promise<boolean> {
  const opener = document.activeElement as HTMLElement | null;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    root.render(
      <StepUpDialog
        onClose={(verified) => {
          root.unmount();
          host.remove();
          opener?.focus();
          resolve(verified);
        }}
      />,
    );
  });
}
