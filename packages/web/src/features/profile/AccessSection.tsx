import { formatPhone } from '@/shared/format';
import { autologinMessages, text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { FieldList } from '@/shared/ui/FieldList';
import { QueryError } from '@/shared/ui/QueryError';
import { AccountFlagSwitch } from './AccountFlagSwitch';
import { setAutologinFlag, useAnagrafica, useProfileStatus } from './api';
import { ProfileSection } from './ProfileSection';

const t = text.profile;

/**
 * The account: User ID, the e-mail and the verified mobile of the account (the user status; the agency's
 * records when the account has none), the link to change the mobile, and the autologin switch.
 */
export function AccessSection() {
  const status = useProfileStatus();
  const anagrafica = useAnagrafica();
  const records = anagrafica.data?.anagrafica;
  const username = session.read()?.user.username ?? '';
  return (
    <ProfileSection title={t.access}>
      {status.isPending ? <p role="status">{text.loading}</p> : null}
      {status.isError ? <QueryError /> : null}
      {status.data ? (
        <>
          <FieldList
            fields={[
              { label: t.userId, value: username },
              { label: t.email, value: status.data.email ?? records?.email ?? '' },
              {
                label: t.mobile,
                value: formatPhone(status.data.user?.phone ?? records?.cell) ?? t.noMobile,
              },
            ]}
          />
          <p>
            <Link to={paths.profilePhone()}>{t.changeMobile}</Link>
          </p>
          <AccountFlagSwitch
            flag="autologinFlag"
            checked={status.data.user?.autologinFlag ?? false}
            label={t.autologin}
            hint={t.autologinHint}
            save={async (ssoFlag) => (await setAutologinFlag(ssoFlag)).autologinFlag}
            messages={autologinMessages}
          />
        </>
      ) : null}
    </ProfileSection>
  );
}
