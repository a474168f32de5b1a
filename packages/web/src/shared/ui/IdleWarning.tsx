import { ErrorCode, sessionErrorRouteCodes } from '@area-clienti/contract';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { idleClock } from '@/shared/backend';
import { getUserStatus } from '@/shared/backend/enter';
import { text } from '@/shared/messages';
import { useLocation, useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { idlePhase } from '@/shared/session/idle';

const t = text.idle;
const EXPIRED_ROUTE_CODE = sessionErrorRouteCodes[ErrorCode.TOKEN] ?? '0001';

/**
 * The warning one minute before the session ends for lack of use (issue 20, docs/decisions/0089; WCAG
 * 2.2.1): a modal dialog that takes the focus, counts down, and offers "Resta collegato" (a call renews the
 * session) or to leave. At the end the session is over: /login/0001, returning to this page after the login.
 */
export function IdleWarning() {
  const endsAt = useSyncExternalStore(idleClock.subscribe, idleClock.endsAt);
  const [now, setNow] = useState(() => Date.now());
  const [renewing, setRenewing] = useState(false);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const phase = idlePhase(endsAt, now);

  useEffect(() => {
    if (phase.kind === 'expired') return;
    const delay = phase.kind === 'warning' ? 1_000 : Math.min(phase.recheckMs, 2_147_483_647);
    if (!Number.isFinite(delay)) return;
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase.kind !== 'expired') return;
    session.clear();
    void navigate(paths.loginMessage(EXPIRED_ROUTE_CODE, `${pathname}${search}${hash}`), { replace: true });
  }, [phase.kind, navigate, pathname, search, hash]);

  const warning = phase.kind === 'warning';
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (warning && !element.open) element.showModal?.();
    if (!warning && element.open) element.close();
  }, [warning]);

  const stay = async () => {
    setRenewing(true);
    // Any call renews the session; its reply tells the new end, which closes the warning.
    await getUserStatus().catch(() => undefined);
    setRenewing(false);
    setNow(Date.now());
  };

  return (
    <dialog
      ref={dialog}
      className="idle-warning"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape keeps the client in, as the main button does.
        event.preventDefault();
        void stay();
      }}
    >
      {warning ? (
        <>
          <h2 id={titleId} className="h4">
            {t.title}
          </h2>
          <p>{t.body(phase.secondsLeft)}</p>
          <div className="d-flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void stay()}
              aria-busy={renewing}
            >
              {t.stay}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => void navigate(paths.logout())}
            >
              {t.leave}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
