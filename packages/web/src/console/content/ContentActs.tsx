import type { ContentState } from '@area-clienti/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatusTone } from '@/shared/format';
import { consoleText } from '@/shared/messages/console';
import { StatusTag } from '@/shared/ui/StatusTag';
import { actsOf, contentError } from './api';

const t = consoleText.content;

const STATE_TONE: Record<ContentState, StatusTone> = {
  draft: 'warning',
  published: 'success',
  withdrawn: 'neutral',
};

export function ContentStateTag({ state }: { state: ContentState }) {
  return <StatusTag tone={STATE_TONE[state]}>{t.state[state]}</StatusTag>;
}

type Act = 'publish' | 'withdraw';

/**
 * Publishing and withdrawing a message or a template version: the call, the list read again, the outcome
 * said in Italian (the server's codes: decisions/0106). A withdrawal is for good, so it is confirmed first.
 */
export function useContentActs(calls: Record<Act, (id: number) => Promise<unknown>>, listKey: QueryKey) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const act = useMutation({
    mutationFn: ({ which, id }: { which: Act; id: number }) => calls[which](id),
    onSuccess: (_reply, { which }) => setOutcome({ tone: 'success', text: t.done[which] }),
    onError: (error) => setOutcome({ tone: 'danger', text: contentError(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const run = (which: Act, id: number, name: string) => {
    if (which === 'withdraw' && !window.confirm(`${t.withdraw}: ${name}?`)) return;
    act.mutate({ which, id });
  };
  return { run, pending: act.isPending, outcome, say: setOutcome };
}

/** The buttons of one row: what its state allows, each named with the row it acts on. */
export function ContentActButtons({
  state,
  name,
  disabled,
  onAct,
}: {
  state: ContentState;
  name: string;
  disabled: boolean;
  onAct: (which: Act) => void;
}) {
  return (
    <span className="d-flex flex-wrap gap-2">
      {actsOf(state).map((which) => {
        const label = which === 'withdraw' && state === 'draft' ? t.discard : t[which];
        return (
          <button
            key={which}
            type="button"
            className={`btn btn-xs ${which === 'publish' ? 'btn-primary' : 'btn-outline-danger'}`}
            aria-label={`${label}: ${name}`}
            disabled={disabled}
            onClick={() => onAct(which)}
          >
            {label}
          </button>
        );
      })}
    </span>
  );
}

/** The outcome of the last act or save, read out when it changes. */
export function ContentOutcome({ outcome }: { outcome: { tone: string; text: string } | null }) {
  return (
    <div role="status">
      {outcome ? <p className={`alert alert-${outcome.tone}`}>{outcome.text}</p> : null}
    </div>
  );
}
