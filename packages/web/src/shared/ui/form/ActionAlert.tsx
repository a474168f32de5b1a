import type { ActionMessage } from '@/shared/messages';
import { Link } from '@/shared/router';
import { Alert } from '../Alert';

/**
 * An action's outcome: an error (role alert) or a confirmation (role status), with a link onward when
 * there is one. Give it a new `key` for each outcome, so that a repeated message is announced again.
 */
export function ActionAlert({ message, tone }: { message: ActionMessage; tone: 'danger' | 'success' }) {
  return (
    <Alert tone={tone} live={tone === 'danger' ? 'alert' : 'status'}>
      {message.text}
      {message.link ? (
        <>
          {' '}
          <Link to={message.link.to} className="alert-link">
            {message.link.label}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
