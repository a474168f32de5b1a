import { useEffect, useRef } from 'react';
import { text } from '@/shared/messages';
import { useNavigate, useSearchParams } from '@/shared/router';
import { paths } from '@/shared/routes';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';
import { enterBySso, SSO_NO_TOKEN } from './api';

/** /inbanklogin?data=… (SPEC §2): 'Caricamento in corso...' while the bank's token is exchanged. */
export function SsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const data = params.get('data');
  // The bank's token is single use: the exchange must run once, even when React mounts twice (StrictMode).
  const started = useRef(false);
  useDocumentTitle(text.loading);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void enterBySso(data).then(
      (to) => {
        if (to) void navigate(to, { replace: true });
      },
      () => void navigate(paths.loginMessage(SSO_NO_TOKEN), { replace: true }),
    );
  }, [data, navigate]);

  return (
    <p className="mt-4" role="status">
      {text.loading}
    </p>
  );
}
