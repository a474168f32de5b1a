import { readApplicationId } from '@/shared/config';
import { createSessionStore, type KeyValueStorage } from './session';

export type { CompletedStep, LoginMode, PostLoginOutcome } from './postLogin';
export {
  decideAfterStep,
  decidePostLogin,
  isPostLoginStep,
  pendingStepRedirect,
  SSO_NOT_ENABLED_CODE,
} from './postLogin';
export type { Session, SessionNotice, SessionStore } from './session';

/** sessionStorage, or a memory stand-in where the browser refuses it (private modes, sandboxed frames). */
function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    storage.setItem('__probe', '1');
    storage.removeItem('__probe');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

export const applicationId = readApplicationId();
/** The app's one session. */
export const session = createSessionStore(browserStorage(), applicationId);
