import { text } from '@/shared/messages';
import type { RegistrationStep } from './registrationStep';

const t = text.registration;

/**
 * The progress bar of SPEC §2 (Dati utente, Verifica e-mail, Cellulare, Verifica cellulare) as an ordered
 * list: the current step carries aria-current="step", and every step says in words whether it is done.
 */
export function WizardProgress({ step }: { step: RegistrationStep }) {
  return (
    <ol className="wizard-progress" aria-label={t.progress}>
      {t.steps.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`wizard-progress__step wizard-progress__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="wizard-progress__number" aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span className="wizard-progress__label">
              {label}
              {state === 'done' ? <span className="visually-hidden"> {t.stepDone}</span> : null}
              {state === 'current' ? <span className="visually-hidden"> {t.stepCurrent}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
