import {
  CLAIM_REPORT_B_HOURS,
  DRAFT_NOTICE_DAYS,
  DRAFT_RETENTION_DAYS,
  SENT_REPORT_RETENTION_YEARS,
} from '@area-clienti/contract';
import { CLAIM_DATA_NOTICE_SECTION as CLAIM_DATA_NOTICE_ID } from '@/shared/routes';

/*
 * The notice for the data of a claim reported online (issue 22, GDPR arts. 13 and 14, docs/decisions/0122):
 * a section of the privacy notice with an anchor of its own, so the client reads it where the report
 * begins, driver B (who has no account) from the signing page, and nobody meets a second page that could
 * drift from the first. Written for what the product does: the position only on request, health data only
 * with the consent asked at that step, third parties' data used for the claim only, the retention the
 * hourly job applies (modules/claim-reports/retention.ts).
 */
export function ClaimDataNotice({ heading }: { heading: string }) {
  return (
    <section id={CLAIM_DATA_NOTICE_ID} aria-labelledby={`${CLAIM_DATA_NOTICE_ID}-titolo`}>
      <h2 id={`${CLAIM_DATA_NOTICE_ID}-titolo`} tabIndex={-1}>
        {heading}
      </h2>
      <p>
        Quando denunci un sinistro dall'Area Clienti (la constatazione amichevole per un incidente stradale o
        la denuncia di un danno) trattiamo i dati che inserisci per trasmetterli alla compagnia che ha emesso
        la polizza e seguire la pratica fino alla chiusura. La compagnia li tratta come titolare autonomo per
        la gestione e la liquidazione del sinistro, secondo la propria informativa.
      </p>
      <ul>
        <li>
          <strong>Che cosa</strong>: data, ora e luogo del sinistro; i veicoli, le persone coinvolte, i
          testimoni, le circostanze, il grafico e le osservazioni; foto e documenti; per i danni diversi
          dall'incidente stradale, l'importo stimato e l'IBAN per il pagamento. La posizione del telefono è
          letta solo se premi il pulsante che la chiede, e una sola volta.
        </li>
        <li>
          <strong>Perché e su quale base</strong>: gestire il sinistro secondo il contratto (art. 6, par. 1,
          lett. b GDPR) e adempiere agli obblighi di legge sulla denuncia dei sinistri e sulla prevenzione
          delle frodi (Codice delle assicurazioni private, artt. 135 e 143; Regolamento IVASS n. 56/2025;
          lett. c).
        </li>
        <li>
          <strong>Dati sulla salute</strong>: se ci sono feriti, i dati sulle lesioni sono trattati solo con
          il tuo consenso esplicito (art. 9, par. 2, lett. a GDPR), chiesto in quel passo. Senza consenso puoi
          comunque inviare la denuncia senza indicare i feriti e comunicarli alla compagnia in altro modo.
        </li>
        <li>
          <strong>Firma</strong>: firmi con un codice monouso inviato via SMS al tuo cellulare verificato
          (firma elettronica avanzata). Registriamo chi ha firmato, quando, l'impronta (SHA-256) del
          documento, il canale del codice, il cellulare mascherato e l'indirizzo di rete: sono riportati nella
          pagina di evidenza del documento firmato, sigillato dall'agenzia.
        </li>
        <li>
          <strong>Dati di altre persone</strong> (l'altro conducente, i testimoni, le targhe che compaiono
          nelle foto): li usiamo solo per questo sinistro, non per altri scopi, e li comunichiamo solo alla
          compagnia e a chi gestisce il sinistro. L'altro conducente trova questa informativa nella pagina in
          cui firma; per i testimoni e le persone nelle foto vale l'art. 14, par. 5, lett. b GDPR, e la
          compagnia li informa quando li contatta.
        </li>
        <li>
          <strong>A chi</strong>: alla compagnia che ha emesso la polizza e, tramite essa, a periti, legali e
          fiduciari che gestiscono il sinistro; alle autorità quando la legge lo richiede (IVASS, autorità
          giudiziaria). Le foto non sono mai pubblicate né usate per pubblicità o profilazione.
        </li>
        <li>
          <strong>Per quanto</strong>: una bozza mai inviata è cancellata {DRAFT_RETENTION_DAYS} giorni dopo
          l'ultima modifica (ti avvisiamo per e-mail {DRAFT_NOTICE_DAYS} giorni prima); l'altro conducente ha{' '}
          {CLAIM_REPORT_B_HOURS} ore per firmare, se l'agenzia non ha fissato un tempo diverso. La denuncia
          inviata, il documento firmato, le foto e gli allegati restano nell'Area Clienti per{' '}
          {SENT_REPORT_RETENTION_YEARS} anni dall'invio, poi sono cancellati; la compagnia li conserva nel
          fascicolo del sinistro per i tempi previsti dalla legge, compresi quelli per le prove della firma
          elettronica avanzata.
        </li>
      </ul>
    </section>
  );
}
