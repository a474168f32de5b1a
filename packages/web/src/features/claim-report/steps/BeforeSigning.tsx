import { type ClaimReportData, hasVehicleB, INSPECTION_MIN_DAYS } from '@area-clienti/contract';

/**
 * What signing means, in plain Italian, before the client signs (issue 34 item 3; docs/decisions/0136): with a
 * driver B, the presumption of art. 143 c.2 of the Codice delle Assicurazioni; for every report, the three
 * days of art. 1913 c.c.; and what art. 148 still lacks for the insurer's term to start. A component of its
 * own, so the review step places it where it reads best.
 */
export const beforeSigningText = {
  title: 'Prima di firmare',
  withB:
    'Se firmi la constatazione insieme al conducente B, per la tua compagnia e per quella di B si presume, salvo prova contraria, che l’incidente sia avvenuto come descritto nel modulo (art. 143, comma 2, del Codice delle Assicurazioni Private). Controlla quindi che le circostanze, il grafico e i danni siano giusti.',
  withoutB:
    'Firmi da solo la tua denuncia: vale come descrizione del sinistro da parte tua, che la compagnia valuterà con gli altri elementi (ad esempio la denuncia alle autorità).',
  threeDays:
    'Il sinistro va denunciato alla compagnia entro tre giorni da quando è avvenuto o da quando ne sei venuto a conoscenza (art. 1913 del Codice civile): inviare questa denuncia vale come avviso.',
  art148:
    'Perché la compagnia possa decorrere i termini per l’offerta di risarcimento (art. 148) mancano ancora:',
  inspection: `i giorni e gli orari in cui il perito può vedere il danno (almeno ${INSPECTION_MIN_DAYS} giorni lavorativi)`,
  taxCodes: 'il codice fiscale del conducente del tuo veicolo',
} as const;

const t = beforeSigningText;

/** What art. 148 still lacks in the report: shown, never blocking (docs/decisions/0136). */
export function art148Missing(data: ClaimReportData): string[] {
  const missing: string[] = [];
  if ((data.inspection?.days?.length ?? 0) < INSPECTION_MIN_DAYS) missing.push(t.inspection);
  // A's policyholder is the agency's client, whose record has the tax code; a driver who is someone else
  // is a claimant too when hurt or when the vehicle is theirs.
  if (data.kind === 'motor') {
    const a = data.vehicleA;
    const otherDriver =
      a?.driver?.surname?.trim() && a.driver.surname.trim() !== a.policyholder?.surname?.trim();
    if (otherDriver && !a?.driver?.taxCode?.trim()) missing.push(t.taxCodes);
  }
  return missing;
}

export function BeforeSigning({ data }: { data: ClaimReportData }) {
  const missing = art148Missing(data);
  const withB = data.kind === 'motor' && hasVehicleB(data.accidentKind);
  return (
    <section className="claim-before-signing" aria-labelledby="claim-before-signing-title">
      <h3 id="claim-before-signing-title" className="h6">
        {t.title}
      </h3>
      {data.kind === 'motor' ? <p>{withB ? t.withB : t.withoutB}</p> : null}
      <p>{t.threeDays}</p>
      {missing.length > 0 ? (
        <>
          <p className="mb-1">{t.art148}</p>
          <ul>
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
