import { useCallback, useState } from 'react';
import type { ActionMessage } from '@/shared/messages';

export interface Outcome {
  /** New for each outcome: the alert is remounted, so a repeated message is announced again. */
  key: number;
  tone: 'danger' | 'success';
  message: ActionMessage;
}

let counter = 0;

/** The last outcome of a form's action, shown with ActionAlert. */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const show = useCallback((tone: Outcome['tone'], message: ActionMessage | string) => {
    counter += 1;
    setOutcome({ key: counter, tone, message: typeof message === 'string' ? { text: message } : message });
  }, []);
  const clear = useCallback(() => setOutcome(null), []);
  return { outcome, show, clear };
}
