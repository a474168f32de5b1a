import { ErrorCode } from '@area-clienti/contract';
import { errorCodeOf, errorDetailsOf } from '@/shared/api';
import { Alert } from '@/shared/ui/Alert';
import { QueryError } from '@/shared/ui/QueryError';

/**
 * A failed client lookup (a search, a client's page): past what a staff account may do in a minute, what
 * happened and how long to wait (the server's `retryAfterMinutes`, decisions/0132); any other failure, the
 * generic message.
 */
export function LookupError({ error, tooMany }: { error: unknown; tooMany: (minutes: number) => string }) {
  if (errorCodeOf(error) !== ErrorCode.TOO_MANY_REQUESTS) return <QueryError />;
  return (
    <Alert tone="warning" live="alert">
      {tooMany(errorDetailsOf(error).retryAfterMinutes ?? 1)}
    </Alert>
  );
}
