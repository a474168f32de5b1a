import { ApiPath, ibanCompletoReply } from '@area-clienti/contract';
import { api } from '@/shared/backend';
import { withStepUp } from '@/shared/second-factor/stepUp';

/** The whole IBAN of a policy, behind a step-up (decisions/0092): loaded on the click that asks for it. */
export const fetchFullIban = async (dossierId: number) =>
  (await withStepUp(() => api.call(ApiPath.getIbanCompleto, { dossierId }, ibanCompletoReply))).iban;
