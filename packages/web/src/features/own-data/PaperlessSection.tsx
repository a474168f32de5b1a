import { useState } from 'react';
import { ownDataText } from '@/shared/messages/own-data';
import { Alert } from '@/shared/ui/Alert';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { ownDataCalls } from './api';
import { useChangeForm } from './useChangeForm';

const t = ownDataText.paperless;
const noCheck = async (values: { online: string }) => ({ values, errors: {} });

/** Documents online only, or by post too. */
export function PaperlessSection({ online }: { online: boolean }) {
  const [saved, setSaved] = useState(false);
  const { form, outcome, run } = useChangeForm({ online: online ? 'si' : 'no' }, noCheck);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    if (await run(() => ownDataCalls.setPaperless(values.online === 'si'))) setSaved(true);
  });
  return (
    <section className="own-data__section" aria-labelledby="own-data-paperless">
      <h2 id="own-data-paperless">{t.title}</h2>
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <fieldset>
          <legend>{t.legend}</legend>
          <div className="form-check">
            <input
              className="form-check-input"
              type="radio"
              id="own-data-online"
              value="si"
              {...register('online')}
            />
            <label className="form-check-label" htmlFor="own-data-online">
              {t.online}
            </label>
          </div>
          <div className="form-check">
            <input
              className="form-check-input"
              type="radio"
              id="own-data-post"
              value="no"
              {...register('online')}
            />
            <label className="form-check-label" htmlFor="own-data-post">
              {t.post}
            </label>
          </div>
        </fieldset>
        {saved ? (
          <Alert tone="success" live="status">
            {t.saved}
          </Alert>
        ) : null}
        <OutcomeAlert outcome={outcome.outcome} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t.save}
          </button>
        </div>
      </form>
    </section>
  );
}
