import { useId } from 'react';
import { fullName, useAnagrafica } from '@/features/profile/api';
import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { reachesAdmin } from '@/shared/session/guards';
import { useDisclosure } from '@/shared/ui/useDisclosure';

/** A disclosure button showing the user's full name, opening the links Profilo and Logout. */
export function ProfileMenu() {
  const menuId = useId();
  const { open, toggle, buttonRef, wrapperRef } = useDisclosure();
  const anagrafica = useAnagrafica();
  const name = anagrafica.data ? fullName(anagrafica.data.anagrafica) : (session.read()?.user.username ?? '');

  return (
    <div className="profile-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-primary btn-sm profile-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <span className="visually-hidden">{text.nav.profileMenu}: </span>
        {name}
        <span className="profile-menu__caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="profile-menu__list link-list" hidden={!open}>
        <li>
          <Link className="list-item" to={paths.profile()}>
            {text.nav.profile}
          </Link>
        </li>
        {reachesAdmin(session) ? (
          <li>
            <Link className="list-item" to={paths.admin()}>
              {text.nav.admin}
            </Link>
          </li>
        ) : null}
        <li>
          <Link className="list-item" to={paths.logout()}>
            {text.nav.logout}
          </Link>
        </li>
      </ul>
    </div>
  );
}
