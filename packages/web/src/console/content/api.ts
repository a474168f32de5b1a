import {
  ApiPath,
  type ContentState,
  loginMessagePreviewReply,
  loginMessageReply,
  loginMessagesReply,
  type NewLoginMessage,
  privacyTemplateReply,
  privacyTemplatesReply,
} from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/shared/api';
import { api } from '@/shared/backend';
import { consoleText } from '@/shared/messages/console';

/** The agency's login messages, read afresh on every visit. */
export const loginMessagesQuery = () =>
  queryOptions({
    queryKey: ['getLoginMessages'] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getLoginMessages, {}, loginMessagesReply, { signal }),
    staleTime: 0,
  });

/** The privacy template versions of every type, read afresh on every visit. */
export const privacyTemplatesQuery = () =>
  queryOptions({
    queryKey: ['getPrivacyTemplates'] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getPrivacyTemplates, {}, privacyTemplatesReply, { signal }),
    staleTime: 0,
  });

export type MessageDraft = Pick<NewLoginMessage, 'titolo' | 'testo' | 'mostraSempre' | 'audience'>;

export const messageCalls = {
  preview: (draft: Pick<MessageDraft, 'testo' | 'audience'>) =>
    api.call(ApiPath.previewLoginMessage, draft, loginMessagePreviewReply),
  create: (draft: MessageDraft) => api.call(ApiPath.createLoginMessage, draft, loginMessageReply),
  publish: (id: number) => api.call(ApiPath.publishLoginMessage, { id }, loginMessageReply),
  withdraw: (id: number) => api.call(ApiPath.withdrawLoginMessage, { id }, loginMessageReply),
};

export const templateCalls = {
  create: (version: { type: string; templateID: string; items: Record<string, string> }) =>
    api.call(ApiPath.createPrivacyTemplate, version, privacyTemplateReply),
  publish: (id: number) => api.call(ApiPath.publishPrivacyTemplate, { id }, privacyTemplateReply),
  withdraw: (id: number) => api.call(ApiPath.withdrawPrivacyTemplate, { id }, privacyTemplateReply),
};

/** The acts a version in this state allows: a draft is published or discarded, a published one withdrawn. */
export function actsOf(state: ContentState): ('publish' | 'withdraw')[] {
  if (state === 'draft') return ['publish', 'withdraw'];
  return state === 'published' ? ['withdraw'] : [];
}

const errors: Record<string, string> = consoleText.contentErrors;

/** A failed content call in Italian, by its code (the server's 400s and 409s: decisions/0106). */
export function contentError(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  return errors[code] ?? consoleText.contentErrors.other;
}
