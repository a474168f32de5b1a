import { useCallback } from 'react';
import type { EnterResult } from '@/shared/backend/enter';
import { useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';

/** Where the post-login flow leads once the factor is given: its page, or /logout when it cannot go on. */
export function useFactorContinuation() {
  const navigate = useNavigate();
  return useCallback(
    (result: EnterResult) => {
      if (result.kind === 'navigate') void navigate(result.to, { replace: true });
      else if (result.kind === 'error') void navigate(paths.logout(), { replace: true });
    },
    [navigate],
  );
}
