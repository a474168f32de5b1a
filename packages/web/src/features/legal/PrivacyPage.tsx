import { LEGAL_TEXTS_DATE } from '@/shared/agency';
import { useAgency } from '@/shared/entities/agency/api';
import { text } from '@/shared/messages';
import { Link, useLocation } from '@/shared/router';
import { paths } from '@/shared/routes';
import { QueryError } from '@/shared/ui/QueryError';
import { useFocusedSection } from '@/shared/ui/useFocusedSection';
import { ClaimDataNotice } from './ClaimDataNotice';
import { LegalPage, Mail } from './LegalPage';

/*
 * The privacy notice of the Area Clienti (GDPR art. 13), written for this product: what it collects, why,
 * for how long, with whom it is shared, and the user's rights. A legal document rather than interface
 * text, so it lives with its page (its own chunk), not in messages.ts (docs/decisions/0026).
 */

const PURPOSES: { purpose: string; basis: string; retention: string }[] = [
  {
    purpose:
      "Registrazione e gestione del tuo accesso all'Area Clienti: creazione dell'account, verifica dell'e-mail e del cellulare, accesso con User ID e password o dal sito della tua banca, recupero e cambio della password.",
    basis:
      'Esecuzione del contratto e di misure precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR).',
    retention: "Per tutta la durata dell'account; alla sua chiusura i dati di accesso sono cancellati.",
  },
  {
    purpose:
      'Consultazione delle tue polizze, dei sinistri, dei pagamenti e dei documenti, che la normativa di settore impone di rendere disponibili in un’area riservata (art. 22, comma 8, D.L. 179/2012 e disposizioni dell’IVASS che lo attuano).',
    basis:
      'Adempimento di un obbligo di legge (art. 6, par. 1, lett. c) ed esecuzione del contratto (lett. b).',
    retention:
      'Per la durata dei contratti e per 10 anni dalla loro cessazione, come previsto per la documentazione contrattuale (artt. 2220 e 2946 del codice civile).',
  },
  {
    purpose:
      'Risposta alle richieste che invii con il modulo di contatto: inoltro alla tua filiale (o all’agenzia, per il modulo pubblico) e risposta entro un giorno lavorativo.',
    basis: 'Esecuzione del contratto o di misure precontrattuali su tua richiesta (art. 6, par. 1, lett. b).',
    retention: 'Per il tempo necessario a gestire la richiesta e comunque non oltre 24 mesi dal suo invio.',
  },
  {
    purpose:
      "Sicurezza del servizio: protezione dagli accessi abusivi, limiti ai tentativi di accesso e agli invii di codici, avviso 'Nuovo accesso registrato' quando entri da un browser o da una rete nuovi.",
    basis:
      'Legittimo interesse del titolare e dei clienti alla sicurezza dei sistemi e degli account (art. 6, par. 1, lett. f).',
    retention:
      'Dati di navigazione: 7 giorni. Indirizzo di rete e tipo di browser di ciascun accesso: 90 giorni, il tempo necessario a riconoscere un accesso nuovo. Codici monouso: fino all’uso o alla scadenza, pochi minuti.',
  },
  {
    purpose:
      'Comunicazioni commerciali, offerte personalizzate e gli altri trattamenti facoltativi elencati nella sezione Consensi privacy del tuo profilo.',
    basis: 'Il tuo consenso (art. 6, par. 1, lett. a), che puoi revocare in qualsiasi momento dal Profilo.',
    retention:
      'Fino alla revoca del consenso. Lo storico dei consensi espressi è conservato per la durata del rapporto e per 10 anni dopo, per dimostrare le scelte che hai fatto (art. 7, par. 1 GDPR).',
  },
  {
    purpose:
      'Adempimenti di legge (antiriciclaggio, fiscali, richieste delle autorità) e tutela dei diritti in giudizio.',
    basis:
      'Obbligo di legge (art. 6, par. 1, lett. c) e legittimo interesse alla difesa dei diritti (lett. f).',
    retention:
      'Per i tempi stabiliti dalle singole norme e, in caso di contenzioso, fino alla sua conclusione.',
  },
];

export function PrivacyPage() {
  const { data: agency, isError } = useAgency();
  useFocusedSection(useLocation().hash, agency !== undefined);
  if (isError) return <QueryError />;
  if (!agency) return null;
  return (
    <LegalPage title={text.legal.privacy} updated={LEGAL_TEXTS_DATE}>
      <p className="lead-text">
        Questa informativa ti spiega, ai sensi dell'articolo 13 del Regolamento (UE) 2016/679 ("GDPR"), come
        trattiamo i tuoi dati personali quando usi l'Area Clienti: il sito in cui consulti le tue polizze, i
        sinistri e i documenti, gestisci il tuo profilo e contatti la tua filiale.
      </p>

      <h2>1. Titolare del trattamento</h2>
      <p>
        Il titolare del trattamento è {agency.legalName}, con sede in {agency.address}, partita IVA{' '}
        {agency.vatNumber}, iscritta al Registro unico degli intermediari assicurativi con il numero{' '}
        {agency.ruiNumber}. Puoi scriverci all'indirizzo <Mail to={agency.privacyEmail} /> o, con posta
        certificata, a <Mail to={agency.pec} />.
      </p>

      <h2>2. Responsabile della protezione dei dati</h2>
      <p>
        Abbiamo nominato un Responsabile della protezione dei dati (DPO), che puoi contattare per ogni
        questione sul trattamento dei tuoi dati all'indirizzo <Mail to={agency.dpoEmail} />.
      </p>

      <h2>3. Quali dati trattiamo</h2>
      <ul>
        <li>
          <strong>Dati anagrafici e di contatto</strong>: nome, cognome, codice fiscale o partita IVA, luogo
          di nascita, indirizzi, e-mail e numero di cellulare.
        </li>
        <li>
          <strong>Dati dei tuoi contratti</strong>: polizze, garanzie, premi e pagamenti, sinistri e relativi
          referenti, documenti. Nei documenti dei sinistri possono comparire dati relativi alla salute: li
          trattiamo solo per gestire il sinistro, nei limiti previsti dall'articolo 9 del GDPR e dalla
          normativa assicurativa.
        </li>
        <li>
          <strong>Dati di accesso e di sicurezza</strong>: User ID, password (conservata solo in forma cifrata
          non reversibile, che nessuno può leggere), codici di verifica inviati via e-mail e SMS, sessioni di
          accesso, preferenza per l'accesso automatico dal sito della banca.
        </li>
        <li>
          <strong>Dati di navigazione</strong>: l'indirizzo di rete del tuo dispositivo, il tipo di browser,
          la data e l'ora delle richieste al sito. Servono al funzionamento e alla sicurezza del servizio e
          sono conservati per 7 giorni.
        </li>
        <li>
          <strong>Quello che ci scrivi</strong> con i moduli di contatto e, se la richiesta riguarda un
          veicolo, il centro convenzionato che scegli.
        </li>
        <li>
          <strong>Le tue scelte sui consensi</strong> facoltativi, con la data in cui le hai espresse.
        </li>
      </ul>
      <p>
        I dati dei contratti ci sono comunicati dalla compagnia assicuratrice e dalla banca presso cui hai
        sottoscritto la polizza; gli altri li fornisci tu.
      </p>

      <h2>4. Finalità, basi giuridiche e tempi di conservazione</h2>
      <div className="table-responsive">
        <table className="table app-table app-table--cards legal-table">
          <caption className="table-caption">Perché trattiamo i tuoi dati e per quanto tempo</caption>
          <thead>
            <tr>
              <th scope="col">Finalità</th>
              <th scope="col">Base giuridica</th>
              <th scope="col">Conservazione</th>
            </tr>
          </thead>
          <tbody>
            {PURPOSES.map((row) => (
              <tr key={row.purpose}>
                <td data-label="Finalità">{row.purpose}</td>
                <td data-label="Base giuridica">{row.basis}</td>
                <td data-label="Conservazione">{row.retention}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>Trascorsi questi tempi, i dati sono cancellati o resi anonimi.</p>

      <h2>5. Obbligatorietà del conferimento</h2>
      <p>
        I dati richiesti per la registrazione e per i moduli di contatto sono necessari: senza di essi non
        possiamo darti accesso all'Area Clienti o rispondere alla tua richiesta. I consensi della sezione
        Consensi privacy sono invece facoltativi: se non li dai, o li revochi, continui a usare l'Area Clienti
        senza alcuna limitazione.
      </p>

      <h2>6. A chi comunichiamo i dati</h2>
      <ul>
        <li>
          Alla <strong>compagnia assicuratrice</strong> che ha emesso le tue polizze e alla{' '}
          <strong>banca</strong> (la tua filiale) presso cui le hai sottoscritte, per la gestione dei
          contratti, dei sinistri e delle tue richieste.
        </li>
        <li>
          Ai <strong>fornitori</strong> che ci aiutano a erogare il servizio (gestione dei server, invio di
          e-mail e SMS), nominati responsabili del trattamento ai sensi dell'articolo 28 del GDPR.
        </li>
        <li>
          Ai <strong>centri convenzionati</strong>, solo se ne scegli uno e nella misura necessaria a
          organizzare l'intervento sul tuo veicolo.
        </li>
        <li>
          Alle <strong>autorità</strong> (ad esempio IVASS o l'autorità giudiziaria) quando la legge lo
          richiede.
        </li>
      </ul>
      <p>
        I dati sono trattati dal nostro personale autorizzato e non sono diffusi. Non li trasferiamo fuori
        dallo Spazio economico europeo.
      </p>

      <h2>7. Decisioni automatizzate</h2>
      <p>
        Non prendiamo decisioni basate unicamente su trattamenti automatizzati, né effettuiamo profilazione,
        se non quella che autorizzi con i consensi facoltativi per le offerte personalizzate.
      </p>

      <h2>8. I tuoi diritti</h2>
      <p>In qualsiasi momento puoi chiedere, secondo gli articoli da 15 a 22 del GDPR:</p>
      <ul>
        <li>l'accesso ai tuoi dati e una copia degli stessi;</li>
        <li>la rettifica dei dati inesatti o l'integrazione di quelli incompleti;</li>
        <li>la cancellazione dei dati, quando non dobbiamo più conservarli;</li>
        <li>la limitazione del trattamento;</li>
        <li>la portabilità dei dati che ci hai fornito, in un formato di uso comune;</li>
        <li>di opporti ai trattamenti basati sul nostro legittimo interesse;</li>
        <li>
          di revocare i consensi dati, senza pregiudicare i trattamenti svolti prima della revoca: puoi farlo
          direttamente dalla sezione Consensi privacy del tuo <Link to={paths.profile()}>Profilo</Link>.
        </li>
      </ul>
      <p>
        Per esercitarli scrivi a <Mail to={agency.privacyEmail} /> o al DPO (<Mail to={agency.dpoEmail} />
        ). Ti risponderemo senza ritardo e comunque entro un mese, prorogabile di due mesi nei casi più
        complessi, come prevede l'articolo 12 del GDPR.
      </p>

      <h2>9. Reclamo al Garante</h2>
      <p>
        Se ritieni che il trattamento dei tuoi dati violi il GDPR, puoi proporre reclamo al Garante per la
        protezione dei dati personali (Piazza Venezia 11, 00187 Roma), come previsto dall'articolo 77 del
        GDPR, seguendo le indicazioni pubblicate sul sito{' '}
        <a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>, oppure rivolgerti all'autorità
        giudiziaria.
      </p>

      <ClaimDataNotice heading="10. La denuncia di un sinistro online" />

      <h2>11. Cookie</h2>
      <p>
        L'Area Clienti usa solo strumenti tecnici, necessari al suo funzionamento: li descrive la{' '}
        <Link to={paths.cookie()}>cookie policy</Link>.
      </p>

      <h2>12. Modifiche a questa informativa</h2>
      <p>
        Possiamo aggiornare questa informativa, ad esempio per nuove funzioni o nuove norme. La data
        dell'ultimo aggiornamento è indicata in cima alla pagina; se cambiano i consensi facoltativi, te li
        chiederemo di nuovo al primo accesso.
      </p>
    </LegalPage>
  );
}
