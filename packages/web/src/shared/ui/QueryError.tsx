import { text } from '@/shared/messages';
import { Alert } from './Alert';

/** The generic failure of a data load (session failures have already left the page). */
export function QueryError() {
  return (
    <Alert tone="danger" live="alert">
      {text.loadError}
    </Alert>
  );
}

export function LockedNotice() {
  return (
    <Alert tone="warning" live="status">
      {text.dataLocked}
    </Alert>
  );
}
