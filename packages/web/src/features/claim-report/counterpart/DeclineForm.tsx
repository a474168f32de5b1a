import {
  ClaimReportPath,
  DECLINE_REASON_MAX,
  DECLINE_REASON_MIN,
  declineAsBReply,
} from '@area-clienti/contract';
import { type FormEvent, useState } from 'react';
import { errorCodeOf } from '@/shared/api';
import { api } from '@/shared/backend';
import { claimReportErrorMessage } from '@/shared/messages/claim-report';
import { counterpartVoiceText as t } from '@/shared/messages/counterpart';
import { TextInput } from './fields';

/** "Non concordo": B's reason (10 to 1000 characters), and the report goes on without B's signature. */
export function DeclineForm({ token, onSent }: { token: string; onSent: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim().replace(/\s+/g, ' ');
    if (text.length < DECLINE_REASON_MIN) {
      setProblem(t.reasonShort);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await api.call(ClaimReportPath.declineClaimReportAsB, { token, reason: text }, declineAsBReply, {
        auth: false,
      });
      onSent();
    } catch (error) {
      setProblem(claimReportErrorMessage(errorCodeOf(error)));
      setBusy(false);
    }
  };
  return (
    <form className="app-form" noValidate onSubmit={submit}>
      <TextInput
        label={t.reasonLabel}
        hint={t.reasonHint}
        multiline
        maxLength={DECLINE_REASON_MAX}
        value={reason}
        onChange={setReason}
        error={problem}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.sendDecline}
        </button>
      </div>
    </form>
  );
}
