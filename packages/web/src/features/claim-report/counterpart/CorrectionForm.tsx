import {
  CAI_CIRCUMSTANCES,
  type CaiSide,
  CLAIM_TEXT,
  ClaimReportPath,
  correctAsBReply,
  IMPACT_ZONES,
  type ImpactZone,
} from '@area-clienti/contract';
import { type FormEvent, useId, useState } from 'react';
import { errorCodeOf, errorDetailOf } from '@/shared/api';
import { api } from '@/shared/backend';
import { claimReportErrorMessage } from '@/shared/messages/claim-report';
import { correctionErrorMessage, counterpartVoiceText as t } from '@/shared/messages/counterpart';
import { Alert } from '@/shared/ui/Alert';
import { TextInput } from './fields';

type Section = 'policyholder' | 'vehicle' | 'insurer' | 'driver';
const f = t.fields;
/** The fields B may correct in each section of B's side (the CAI's main ones). */
const SECTIONS: [Section, [string, string, number][]][] = [
  [
    'policyholder',
    [
      ['surname', f.surname, CLAIM_TEXT.name],
      ['name', f.name, CLAIM_TEXT.name],
      ['address', f.address, CLAIM_TEXT.line],
    ],
  ],
  [
    'vehicle',
    [
      ['make', f.make, CLAIM_TEXT.name],
      ['model', f.model, CLAIM_TEXT.name],
      ['plate', f.plate, 16],
    ],
  ],
  [
    'insurer',
    [
      ['name', f.insurer, CLAIM_TEXT.line],
      ['policyNumber', f.policyNumber, CLAIM_TEXT.short],
    ],
  ],
  [
    'driver',
    [
      ['surname', f.surname, CLAIM_TEXT.name],
      ['name', f.name, CLAIM_TEXT.name],
      ['licenceNumber', f.licenceNumber, CLAIM_TEXT.short],
    ],
  ],
];

/**
 * B's own sections of the CAI (vehicle B), as A wrote them, for B to correct (issue 34): what B sends goes to
 * A side by side with what A wrote; a field left as it was stays.
 */
export function CorrectionForm(props: { token: string; side: CaiSide; onSent: () => void }) {
  const id = useId();
  const [side, setSide] = useState<CaiSide>(props.side);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setField = (section: Section, key: string) => (value: string) =>
    setSide((current) => ({ ...current, [section]: { ...(current[section] ?? {}), [key]: value } }));
  const toggle = (n: number) =>
    setSide((current) => {
      const list = current.circumstances ?? [];
      const next = list.includes(n) ? list.filter((x) => x !== n) : [...list, n].sort((a, b) => a - b);
      return { ...current, circumstances: next };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      await api.call(
        ClaimReportPath.correctClaimReportAsB,
        { token: props.token, vehicleB: side },
        correctAsBReply,
        { auth: false },
      );
      props.onSent();
    } catch (error) {
      const code = errorCodeOf(error);
      // A field B's side cannot be without (005) or a tax code that is not one (020): named to B.
      setProblem(correctionErrorMessage(code, errorDetailOf(error)) ?? claimReportErrorMessage(code));
      setBusy(false);
    }
  };

  return (
    <form className="app-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        {t.correctTitle}
      </h3>
      {SECTIONS.map(([section, fields]) => (
        <fieldset key={section} className="claim-group">
          <legend className="h6">{t.sections[section]}</legend>
          {fields.map(([key, label, max]) => (
            <TextInput
              key={key}
              label={label}
              maxLength={max}
              value={String((side[section] as Record<string, unknown> | undefined)?.[key] ?? '')}
              onChange={setField(section, key)}
            />
          ))}
        </fieldset>
      ))}
      <fieldset className="claim-group">
        <legend className="h6">{t.sections.damage}</legend>
        <div className="form-group">
          <label htmlFor={`${id}-impact`}>{f.firstImpact}</label>
          <select
            id={`${id}-impact`}
            className="form-select"
            value={side.firstImpact ?? ''}
            onChange={(event) =>
              setSide((current) => {
                const { firstImpact: _, ...rest } = current;
                const value = event.target.value as ImpactZone | '';
                return value ? { ...rest, firstImpact: value } : rest;
              })
            }
          >
            <option value="">{f.noImpact}</option>
            {Object.entries(IMPACT_ZONES).map(([zone, label]) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <TextInput
          label={f.visibleDamage}
          multiline
          maxLength={CLAIM_TEXT.long}
          value={side.visibleDamage ?? ''}
          onChange={(value) => setSide((current) => ({ ...current, visibleDamage: value }))}
        />
        <fieldset>
          <legend className="form-label fs-6">{f.circumstances}</legend>
          {Object.entries(CAI_CIRCUMSTANCES).map(([n, label]) => (
            <div key={n} className="form-check">
              <input
                id={`${id}-c${n}`}
                type="checkbox"
                className="form-check-input"
                checked={(side.circumstances ?? []).includes(Number(n))}
                onChange={() => toggle(Number(n))}
              />
              <label htmlFor={`${id}-c${n}`} className="form-check-label">
                {`${n}. ${label}`}
              </label>
            </div>
          ))}
        </fieldset>
        <TextInput
          label={f.remarks}
          multiline
          maxLength={CLAIM_TEXT.long}
          value={side.remarks ?? ''}
          onChange={(value) => setSide((current) => ({ ...current, remarks: value }))}
        />
      </fieldset>
      {problem ? (
        <Alert tone="danger" live="alert">
          {problem}
        </Alert>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.sendCorrection}
        </button>
      </div>
    </form>
  );
}
