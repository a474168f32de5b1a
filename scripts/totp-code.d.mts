/** The TOTP code of a base32 secret at an instant (now by default): oathtool's, or RFC 6238's. */
export function totpCode(secret: string, at?: Date): string;
