import { useEffect, useId, useRef, useState } from 'react';
import { fullName, useAnagrafica } from '@/features/profile/api';
import { text } from '@/shared/messages';
import { Link, useLocation } from '@/shared/router';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { reachesAdmin } from '@/shared/session/guards';

/** A disclosure button showing the user's full name, opening the links Profilo and Logout. */
export function ProfileMenu() {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const anagrafica = useAnagrafica();
  const name = anagrafica.data ? fullName(anagrafica.data.anagrafica) : (session.read()?.user.username ?? '');

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every navigation is the point
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    // A click or a focus move outside the menu closes it.
    const onOutside = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-primary btn-sm profile-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
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
