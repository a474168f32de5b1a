import { CONTACT_REASONS, type InEvidenzaItem, type MyRequestItem } from '@area-clienti/contract';
import { isInstalment } from '@/shared/entities/dossiers/inEvidenza';

/** A request the client sent with "Paga la rata" to the branch (decisions/0105), still open. */
export const isOpenPaymentRequest = (request: MyRequestItem) =>
  request.kind === 'contatto' &&
  request.subject === CONTACT_REASONS.pagaRata &&
  request.state !== 'chiusa' &&
  Boolean(request.polizza);

/**
 * The instalments a payment request is about that are still unpaid (issue 36): those of its policy that the
 * home's 'In evidenza' lists, each with the id a checkout starts from. An instalment paid meanwhile is not
 * among them (the server leaves it out), so the offer goes with it.
 */
export function payableOfRequest(request: MyRequestItem, items: readonly InEvidenzaItem[] | undefined) {
  if (!isOpenPaymentRequest(request)) return [];
  return (items ?? []).filter(
    (item) => isInstalment(item) && item.numeroPolizza === request.polizza && Boolean(item.movimentoId),
  );
}
