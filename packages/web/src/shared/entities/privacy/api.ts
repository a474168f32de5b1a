import {
  ApiPath,
  getPrivacyTemplateReply,
  plainOkReply,
  type SetUserPrivacyRequest,
} from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

/**
 * getPrivacyTemplate: the template in force for a privacy type. `public` is the variant read before any
 * account exists (the registration); `user` the logged-in user's (/login-privacy, the profile).
 */
export const getPrivacyTemplate = (type: string, reader: 'public' | 'user', signal?: AbortSignal) =>
  api.call(ApiPath.getPrivacyTemplate, { type }, getPrivacyTemplateReply, {
    auth: reader === 'user',
    signal,
  });

/** The template as a query (its key is written here only). */
export const privacyTemplateQuery = (type: string, reader: 'public' | 'user') =>
  queryOptions({
    queryKey: queryKeys.privacyTemplate(type, reader),
    queryFn: ({ signal }) => getPrivacyTemplate(type, reader, signal),
  });

/** setUserPrivacy: the answers S or N to a template's consents (SPEC §7). */
export const setUserPrivacy = (body: SetUserPrivacyRequest) =>
  api.call(ApiPath.setUserPrivacy, body, plainOkReply);
