import { publicUrl } from '../config.js';
import { loadSsoKey, makeSsoToken } from '../modules/sso/index.js';
import { type StandaloneCommand, UsageError } from './command.js';

/** `npm run sso-link -- <userID>`: a fresh single sign-on link, made as the bank makes it (docs/sso.md). */
export const ssoLinkCommand: StandaloneCommand = {
  kind: 'standalone',
  name: 'sso-link',
  usage: 'sso-link <userID>',
  summary: 'print a single sign-on link for the user, as the bank makes it (valid one minute, once)',
  async run(words, config) {
    const userCode = words[0];
    if (words.length !== 1 || !userCode || !/^\d{8}$/.test(userCode)) {
      throw new UsageError('sso-link takes one user ID of 8 digits');
    }
    const key = await loadSsoKey(config);
    if (!key) {
      return { lines: ['Single sign-on is not configured: set SSO_SHARED_KEY (docs/sso.md).'], exitCode: 1 };
    }
    const token = await makeSsoToken(key, userCode);
    return { lines: [`${publicUrl(config)}/inbanklogin?data=${token}`], exitCode: 0 };
  },
};
