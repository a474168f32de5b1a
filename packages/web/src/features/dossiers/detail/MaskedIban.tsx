import { useState } from 'react';
import { text } from '@/shared/messages';

const t = text.dossiers;

/**
 * The debit IBAN, hidden but for its last four characters until the client asks for it: a policy page is
 * often opened where others can see the screen (a branch desk, a train). The button is a toggle, its name
 * constant and its state pressed or not, as WAI-ARIA asks of toggles.
 */
export function MaskedIban({ iban }: { iban: string }) {
  const [shown, setShown] = useState(false);
  const compact = iban.replace(/\s+/g, '');
  const lastFour = compact.slice(-4);
  return (
    <span className="masked-iban">
      {shown ? (
        <span className="masked-iban__value">{iban}</span>
      ) : (
        <>
          <span className="masked-iban__value" aria-hidden="true">
            {`${compact.slice(0, 2)}•• •••• •••• ${lastFour}`}
          </span>
          <span className="visually-hidden">{t.ibanHidden(lastFour)}</span>
        </>
      )}{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {t.showIban}
      </button>
    </span>
  );
}
