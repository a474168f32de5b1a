import { type Config, publicUrl } from '../../config.js';

/** The site a passkey belongs to: its RP ID (the host name) and the one origin its ceremonies come from. */
export interface RelyingParty {
  /** What the browser and the authenticator show the client. */
  name: string;
  id: string;
  origin: string;
}

/**
 * Read from PUBLIC_URL (docs/configuration.md): `https://area.agenzia.it` gives the RP ID `area.agenzia.it`
 * and the origin `https://area.agenzia.it`. In development and in the tests `http://localhost:PORT`, which
 * browsers treat as a secure context. A passkey is bound to its RP ID: changing the host name of PUBLIC_URL
 * leaves every passkey made before unusable.
 */
export function relyingPartyOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): RelyingParty {
  const url = new URL(publicUrl(config));
  return { name: 'Area Clienti', id: url.hostname, origin: url.origin };
}
