import { useParams } from '@/shared/router';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { OfferPage } from './OfferPage';
import { SecondFactorPage } from './SecondFactorPage';
import { SetupPage } from './SetupPage';

/**
 * /secondo-fattore (the code after a password login), /secondo-fattore/attiva (the set-up) and
 * /secondo-fattore/proposta (the offer): one route and one chunk, so that the router every page loads
 * carries one entry for the three (the budget of /registrazione and /profilo, decisions/0091).
 */
export function SecondFactorRoutes() {
  const { passo } = useParams();
  if (passo === undefined) return <SecondFactorPage />;
  if (passo === 'attiva') return <SetupPage />;
  if (passo === 'proposta') return <OfferPage />;
  return <NotFoundContent />;
}
