import { type ClaimReportData, type ClaimReportView, ErrorCode } from '@area-clienti/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf } from '@/shared/api';
import { claimReportKeys, getClaimReport, saveClaimReport } from '../api';
import { type Autosave, type AutosaveState, createAutosave } from './autosave';
import { setIn } from './draftPath';
import { savable } from './savable';

/** Quiet time after a change before the draft is saved. */
export const SAVE_DELAY_MS = 1200;

/**
 * The draft the wizard edits: held in the page, saved on the server as the client goes (debounced) and at
 * each step change (`flush`). A save refused because another device saved meanwhile (CLAIMREPORT_003)
 * loads the newer draft and says so: nothing is merged silently.
 */
export function useDraftState(report: ClaimReportView) {
  const queryClient = useQueryClient();
  const [data, setData] = useState<ClaimReportData>(report.data);
  const [saveState, setSaveState] = useState<AutosaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const dataRef = useRef(report.data);
  const saverRef = useRef<Autosave<ClaimReportData> | null>(null);
  const reportId = report.reportId;

  const makeSaver = useCallback(
    (version: number) =>
      createAutosave<ClaimReportData>(version, {
        delayMs: SAVE_DELAY_MS,
        schedule: (run, ms) => {
          const timer = window.setTimeout(run, ms);
          return () => window.clearTimeout(timer);
        },
        save: async (next, from) => {
          const reply = await saveClaimReport(reportId, from, savable(next));
          queryClient.setQueryData(claimReportKeys.one(reportId), { ...reply, report: reply.report });
          return reply.report.version;
        },
        onState: setSaveState,
      }),
    [queryClient, reportId],
  );

  if (saverRef.current === null) saverRef.current = makeSaver(report.version);

  useEffect(() => () => saverRef.current?.cancel(), []);

  /** Another device saved meanwhile: its draft replaces this page's. */
  const reload = useCallback(async () => {
    saverRef.current?.cancel();
    const reply = await getClaimReport(reportId);
    queryClient.setQueryData(claimReportKeys.one(reportId), reply);
    dataRef.current = reply.report.data;
    setData(reply.report.data);
    saverRef.current = makeSaver(reply.report.version);
    setSaveState({ kind: 'idle' });
    setConflict(true);
  }, [makeSaver, queryClient, reportId]);

  useEffect(() => {
    if (saveState.kind === 'failed' && errorCodeOf(saveState.error) === ErrorCode.CLAIMREPORT_VERSION) {
      reload().catch(() => {});
    }
  }, [saveState, reload]);

  const update = useCallback((path: string, value: unknown) => {
    dataRef.current = setIn(dataRef.current, path, value);
    setData(dataRef.current);
    saverRef.current?.change(dataRef.current);
  }, []);

  /** Saves what waits now; false when it could not be saved (the page says so and lets the client go on). */
  const flush = useCallback(async () => {
    try {
      await saverRef.current?.flush();
      return true;
    } catch {
      return false;
    }
  }, []);

  return {
    data,
    update,
    flush,
    saveState,
    conflict,
    dismissConflict: () => setConflict(false),
    version: () => saverRef.current?.version() ?? report.version,
  };
}
