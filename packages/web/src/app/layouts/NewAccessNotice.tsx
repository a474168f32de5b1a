import { useQuery } from '@tanstack/react-query';
import { accessiQuery } from '@/shared/entities/accesses/api';
import { formatDateTime } from '@/shared/format';
import { deviceText, newAccessTexts as t } from '@/shared/messages';
import { Link } from '@/shared/router';
import { PROFILE_SECTION_IDS, paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';

/**
 * 'Nuovo accesso registrato' (SPEC §2), with when and from which browser and system this session was
 * opened, and what to do if the client did not open it. Without the details (their call failed) it still
 * says the rest.
 */
export function NewAccessNotice({ onDismiss }: { onDismiss: () => void }) {
  const accessi = useQuery({ ...accessiQuery(), staleTime: Number.POSITIVE_INFINITY });
  const current = accessi.data?.accessi.find((access) => access.corrente);
  const when = formatDateTime(current?.data);
  return (
    <Alert tone="warning" live="status" onDismiss={onDismiss} className="new-access-notice">
      <p className="new-access-notice__title">
        <strong>{t.title}</strong>
      </p>
      {current && when ? <p>{t.when(when, deviceText(current))}</p> : null}
      <p>
        {t.why} {t.ifNotYou}
      </p>
      <p className="new-access-notice__actions">
        <Link to={`${paths.profile()}#${PROFILE_SECTION_IDS.password}`}>{t.changePassword}</Link>
        <Link to={`${paths.profileSecurity()}#${PROFILE_SECTION_IDS.accesses}`}>{t.endSessions}</Link>
      </p>
    </Alert>
  );
}
