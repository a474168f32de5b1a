import {
  isNecessaryConsent,
  PRIVACY_KEYS,
  PROFILE_PRIVACY_TYPE,
  type PrivacyTemplate,
  privacyAnswers,
} from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirectedBySession } from '@/shared/api';
import { setUserPrivacy } from '@/shared/entities/privacy/api';
import { formatDate } from '@/shared/format';
import { formResolver } from '@/shared/forms/resolver';
import { privacyMessages, text } from '@/shared/messages';
import {
  type ConsentAnswer,
  type ConsentChoices,
  choicesToSend,
  currentConsentChoices,
  type TemplateConsent,
  templateConsents,
} from '@/shared/privacy/consents';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { ActionAlert } from '@/shared/ui/form/ActionAlert';
import { ChoiceField } from '@/shared/ui/form/ChoiceField';
import { CONSENT_OPTIONS, stopAtRefusedNecessary } from '@/shared/ui/form/ConsentsFieldset';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { profilePrivacyQuery } from './api';
import { ProfileSection } from './ProfileSection';

const t = text.profile;

/** The privacy consents of type 775 (SPEC §5, §7, §8): the template in force and the user's answers. */
export function PrivacySection() {
  const privacy = useQuery(profilePrivacyQuery());
  return (
    <ProfileSection title={t.privacyTitle}>
      <p>
        {t.privacyIntro} {text.registration.privacyBefore}
        <Link to={paths.privacy()}>{text.registration.privacyLink}</Link>
        {text.registration.privacyAfter}
      </p>
      {privacy.isPending ? <p role="status">{text.loading}</p> : null}
      {privacy.isError ? <ActionAlert tone="danger" message={{ text: t.consentsUnavailable }} /> : null}
      {privacy.data ? (
        <ConsentsForm
          // A new template starts the form again; new answers only update it (focus and message stay).
          key={privacy.data.template.templateID}
          template={privacy.data.template}
          given={privacy.data.given}
        />
      ) : null}
    </ProfileSection>
  );
}

interface ConsentsFormProps {
  template: PrivacyTemplate;
  given: Readonly<Record<string, unknown>> | null;
}

/**
 * setUserPrivacy's answers, S or N: a consent left unchosen ('') is refused with its message. Checked only
 * while editing: the radios are disabled otherwise, and nothing is sent.
 */
const resolver = formResolver<ConsentChoices, Partial<Record<string, ConsentAnswer>>>(privacyAnswers, {
  messages: Object.fromEntries(PRIVACY_KEYS.map((key) => [key, t.consentRequired])),
});

/**
 * Read only until 'Modifica i consensi' (the radios are disabled); then every consent of the template
 * needs an answer, yes or no (docs/decisions/0023). Saving sends all of them with the template's id.
 */
function ConsentsForm({ template, given }: ConsentsFormProps) {
  const queryClient = useQueryClient();
  const consents: TemplateConsent[] = useMemo(() => templateConsents(template), [template]);
  const initial = currentConsentChoices(consents, template.templateID, given);
  const firstKey = consents[0]?.key;
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ mode: 'onTouched', defaultValues: initial, resolver });
  const { outcome, show, clear } = useOutcome();

  // Entering edit mode: focus the first consent; leaving it: back to the button that entered it. Before
  // the paint, so that focus never rests on the page's body in between.
  useLayoutEffect(() => {
    if (editing && firstKey) setFocus(firstKey);
    if (!editing && focusEdit.current) {
      focusEdit.current = false;
      editRef.current?.focus();
    }
  }, [editing, firstKey, setFocus]);

  const stopEditing = () => {
    focusEdit.current = true;
    setEditing(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    clear();
    if (stopAtRefusedNecessary(consents, values, setError)) return;
    const answers = choicesToSend(consents, values);
    if (!answers) return;
    try {
      await setUserPrivacy({ type: PROFILE_PRIVACY_TYPE, templateID: template.templateID, ...answers });
    } catch (error) {
      if (!redirectedBySession(error)) show('danger', privacyMessages.failed);
      return;
    }
    show('success', privacyMessages.updated);
    reset(values);
    stopEditing();
    void queryClient.invalidateQueries({ queryKey: profilePrivacyQuery().queryKey });
  });

  const updatedAt = typeof given?.updatedAt === 'string' ? formatDate(given.updatedAt) : null;

  return (
    <form className="profile-form consents-form" noValidate onSubmit={onSubmit}>
      <p className="form-note">{updatedAt ? t.privacyUpdatedAt(updatedAt) : t.privacyNever}</p>
      {consents.map((consent) => (
        <ChoiceField
          key={consent.key}
          legend={consent.text}
          hint={isNecessaryConsent(consent.text) ? text.profile.necessaryHint : undefined}
          options={CONSENT_OPTIONS}
          disabled={!editing}
          registration={register(consent.key)}
          error={errors[consent.key]}
        />
      ))}
      <OutcomeAlert outcome={outcome} />
      <div className="form-actions d-flex flex-wrap gap-3">
        {editing ? (
          <>
            {/* Keys: the click on 'Modifica' must not land on a reused element that has become a submit. */}
            <button key="save" type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {t.saveConsents}
            </button>
            <button
              key="cancel"
              type="button"
              className="btn btn-outline-primary"
              onClick={() => {
                clear();
                reset(initial);
                stopEditing();
              }}
            >
              {t.cancel}
            </button>
          </>
        ) : (
          <button
            key="edit"
            ref={editRef}
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              clear();
              setEditing(true);
            }}
          >
            {t.editConsents}
          </button>
        )}
      </div>
    </form>
  );
}
