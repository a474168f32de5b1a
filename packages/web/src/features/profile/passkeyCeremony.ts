import { ApiPath, passkeyCreationOptionsReply, passkeyReply } from '@area-clienti/contract';
import { startRegistration } from '@simplewebauthn/browser';
import type { ApiClient } from '@/shared/api';

/*
 * Making a passkey: the server's options, the browser's ceremony, the server's verification. Loaded when the
 * client asks to add one, with the WebAuthn library (docs/decisions/0093). The app's API client is handed in,
 * not imported: this chunk then shares no module with the pages, which would split their shared chunks.
 */

/** The browser refused or the client cancelled: nothing was sent to the server. */
export class CeremonyCancelled extends Error {
  /** The authenticator already holds a passkey of this account (it was in the options' exclusions). */
  readonly alreadyOnDevice: boolean;
  constructor(cause: unknown) {
    super('passkey ceremony cancelled', { cause });
    this.alreadyOnDevice = (cause as { name?: unknown } | null)?.name === 'InvalidStateError';
  }
}

export async function addPasskey(api: ApiClient, name: string) {
  const { options } = await api.call(ApiPath.getPasskeyCreationOptions, {}, passkeyCreationOptionsReply);
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON: options });
  } catch (error) {
    throw new CeremonyCancelled(error);
  }
  return (await api.call(ApiPath.addPasskey, { name, credential }, passkeyReply)).passkey;
}
