import { useState } from 'react';
import { text } from '@/shared/messages';

const t = text.dossiers;

/**
 * The debit IBAN, hidden but for its last four characters until the client asks for it: a policy page is
 * often opened where others can see the screen (a branch desk, a train). getDossier sends it masked; the
 * whole one comes from getIbanCompleto behind a step-up (decisions/0092), asked on the click. The button
 * is a toggle, its name constant and its state pressed or not, as WAI-ARIA asks of toggles.
 */
export function MaskedIban({ iban, dossierId }: { iban: string; dossierId: number }) {
  const [full, setFull] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const compact = iban.replace(/\s+/g, '');
  const lastFour = compact.slice(-4);
  const toggle = async () => {
    if (shown) return setShown(false);
    if (full === null) {
      try {
        const { fetchFullIban } = await import('./fullIban');
        setFull((await fetchFullIban(dossierId)).iban ?? iban);
      } catch {
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
