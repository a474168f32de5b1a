import { ApiPath, passkeyListReply, removePasskeyReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

/*
 * The profile's passkeys (docs/decisions/0093), apart from ./api: they load with the Passkey section, which
 * the profile page loads after its own first paint.
 */

/** The client's passkeys, newest first. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: queryKeys.passkeys,
    queryFn: ({ signal }) => api.call(ApiPath.getPasskeys, {}, passkeyListReply, { signal }),
  });

export const removePasskey = (id: number) => api.call(ApiPath.removePasskey, { id }, removePasskeyReply);
