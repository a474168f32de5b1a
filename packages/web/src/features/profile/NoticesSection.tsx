import { clientNoticesMessages, text } from '@/shared/messages';
import { QueryError } from '@/shared/ui/QueryError';
import { AccountFlagSwitch } from './AccountFlagSwitch';
import { setClientNotices, useProfileStatus } from './api';
import { ProfileSection } from './ProfileSection';

const t = text.profile;

/** The e-mail notices of something new in the area (a document, a claim's status), on or off. */
export function NoticesSection() {
  const status = useProfileStatus();
  return (
    <ProfileSection title={t.noticesTitle}>
      {status.isPending ? <p role="status">{text.loading}</p> : null}
      {status.isError ? <QueryError /> : null}
      {status.data?.user ? (
        <AccountFlagSwitch
          flag="clientNotices"
          checked={status.data.user.clientNotices}
          label={t.notices}
          hint={t.noticesHint}
          save={async (enabled) => (await setClientNotices(enabled)).clientNotices}
          messages={clientNoticesMessages}
        />
      ) : null}
    </ProfileSection>
  );
}
