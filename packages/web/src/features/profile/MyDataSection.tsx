import type { MyDataFormat } from '@area-clienti/contract';
import { useState } from 'react';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { myDataErrorMessage, myDataTexts as t } from '@/shared/messages';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { ProfileSection } from './ProfileSection';

const FORMATS: { formato: MyDataFormat; label: string }[] = [
  { formato: 'json', label: t.json },
  { formato: 'pdf', label: t.pdf },
];

/** "Scarica i miei dati" (GDPR art. 15 and 20): everything kept about the client, as JSON or as PDF. */
export function MyDataSection() {
  const { outcome, show, clear } = useOutcome();
  const [preparing, setPreparing] = useState(false);
  async function download(formato: MyDataFormat) {
    clear();
    setPreparing(true);
    try {
      await (await import('./myDataDownload')).downloadMyData(formato);
      show('success', t.ready);
    } catch (error) {
      if (!redirectedBySession(error)) show('danger', myDataErrorMessage(errorCodeOf(error)));
    } finally {
      setPreparing(false);
    }
  }
  return (
    <ProfileSection title={t.title}>
      <p>{t.intro}</p>
      <p>{t.formats}</p>
      <OutcomeAlert outcome={outcome} />
      {preparing ? <p role="status">{t.preparing}</p> : null}
      <fieldset className="my-data-downloads">
        <legend className="visually-hidden">{t.download}</legend>
        {FORMATS.map(({ formato, label }) => (
          <button
            key={formato}
            type="button"
            className="btn btn-primary"
            disabled={preparing}
            onClick={() => download(formato)}
          >
            {label}
          </button>
        ))}
      </fieldset>
    </ProfileSection>
  );
}
