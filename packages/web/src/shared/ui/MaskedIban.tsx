import { useState } from 'react';
import { text } from '@/shared/messages';

const t = text.dossiers;

/**
 * A debit IBAN, hidden but for its last four characters until it is asked for: a policy page is often
 * opened where others can see the screen (a branch desk, a train). The server sends it masked; the whole
 * one comes from `fetchFull` on the click, a call behind a step-up (the client's getIbanCompleto,
 * decisions/0092; the console's getClientIban, decisions/0132). The button is a toggle, its name constant
 * and its state pressed or not, as WAI-ARIA asks of toggles.
 */
export function MaskedIban({ iban, fetchFull }: { iban: string; fetchFull: () => Promise<string | null> }) {
  const [full, setFull] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const compact = iban.replace(/\s+/g, '');
  const lastFour = compact.slice(-4);
  const toggle = async () => {
    if (shown) return setShown(false);
    if (full === null) {
      try {
        setFull((await fetchFull()) ?? iban);
      } catch {
        // The step-up cancelled, or the call refused: the IBAN stays hidden.
        return;
      }
    }
    setShown(true);
  };
  return (
    <span className="masked-iban">
      {shown && full ? (
        <span className="masked-iban__value">{full}</span>
      ) : (
        <>
          <span className="masked-iban__value" aria-hidden="true">
            {`•••• •••• •••• ${lastFour}`}
          </span>
          <span className="visually-hidden">{t.ibanHidden(lastFour)}</span>
        </>
      )}{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        aria-pressed={shown}
        onClick={toggle}
      >
        {t.showIban}
      </button>
    </span>
  );
}
