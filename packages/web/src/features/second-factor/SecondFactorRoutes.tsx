import { useParams } from '@/shared/router';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { SecondFactorPage } from './SecondFactorPage';
import { SetupPage } from './SetupPage';

/**
 * /secondo-fattore (the code after a password login) and /secondo-fattore/attiva (the set-up): one route and
 * one chunk, so that the router every page loads carries one entry for both (the budget of /registrazione and
 * /profilo, decisions/0091). The offer is a card on the home now (decisions/0150).
 */
export function SecondFactorRoutes() {
  const { passo } = useParams();
  if (passo === undefined) return <SecondFactorPage />;
  if (passo === 'attiva') return <SetupPage />;
  return <NotFoundContent />;
}
