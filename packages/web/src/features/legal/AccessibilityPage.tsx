import { LEGAL_TEXTS_DATE } from '@/shared/agency';
import { useAgency } from '@/shared/entities/agency/api';
import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { QueryError } from '@/shared/ui/QueryError';
import { LegalPage, Mail } from './LegalPage';

/*
 * The accessibility declaration, following AgID's model (Linee guida sull'accessibilità degli strumenti
 * informatici): status, what is not accessible and why, how it was assessed, feedback, enforcement.
 * The status and the list come from docs/decisions/0026; review them at each release.
 */

const AGID_FORM = 'https://form.agid.gov.it/';

export function AccessibilityPage() {
  const { data: agency, isError } = useAgency();
  if (isError) return <QueryError />;
  if (!agency) return null;
  return (
    <LegalPage title={text.legal.accessibility} updated={LEGAL_TEXTS_DATE}>
      <p className="lead-text">
        {agency.legalName} si impegna a rendere accessibile l'Area Clienti, conformemente alla legge 9 gennaio
        2004, n. 4 ("Disposizioni per favorire e semplificare l'accesso degli utenti e, in particolare, delle
        persone con disabilità agli strumenti informatici"). La presente dichiarazione di accessibilità si
        applica all'applicazione web Area Clienti, comprese le pagine pubbliche di accesso, registrazione e
        contatto.
      </p>

      <h2>Stato di conformità</h2>
      <p>
        L'Area Clienti è <strong>parzialmente conforme</strong> ai requisiti previsti dall'allegato A della
        norma UNI CEI EN 301549, che richiama le Linee guida per l'accessibilità dei contenuti web (WCAG) 2.1
        al livello AA, a causa dei casi di non conformità elencati di seguito.
      </p>

      <h2>Contenuti non accessibili</h2>
      <h3>Inosservanza della legge 4/2004</h3>
      <ul>
        <li>
          <strong>Documenti PDF</strong> (contratti, condizioni di polizza, estratti conto, quietanze) che
          scarichi dalle sezioni Documenti e Allegati: sono prodotti dai sistemi della compagnia assicuratrice
          e possono non avere la struttura (titoli, ordine di lettura, testi alternativi) necessaria a chi usa
          un lettore di schermo (criteri 1.1.1, 1.3.1 e 1.3.2 delle WCAG 2.1; punto 10 della norma EN 301549).
          Se ti serve un documento in un formato accessibile, chiedilo alla tua filiale dalla pagina{' '}
          <Link to={paths.contacts()}>Contatti</Link>: te lo invieremo in un formato adatto.
        </li>
        <li>
          <strong>Comunicazioni dell'agenzia mostrate dopo l'accesso</strong>: sono testi scritti di volta in
          volta dall'agenzia. L'applicazione li mostra dentro una pagina accessibile, ma non può garantire che
          i titoli e i testi dei collegamenti al loro interno siano sempre significativi (criteri 1.3.1 e
          2.4.4).
        </li>
      </ul>
      <h3>Onere sproporzionato</h3>
      <p>Non sono stati invocati casi di onere sproporzionato.</p>
      <h3>Contenuti non soggetti alla normativa</h3>
      <p>
        I siti esterni raggiungibili da collegamenti (ad esempio quello del Garante o dell'AgID) non sono
        gestiti dall'agenzia.
      </p>

      <h2>Redazione della dichiarazione</h2>
      <p>
        La dichiarazione è stata redatta il {LEGAL_TEXTS_DATE} sulla base di un'autovalutazione del fornitore
        dell'applicazione:
      </p>
      <ul>
        <li>
          verifiche automatiche con lo strumento open source axe-core, secondo le regole delle WCAG 2.0 e 2.1
          ai livelli A e AA, eseguite su ogni schermata e in ogni stato significativo (errori, conferme,
          pannelli aperti) dai test automatici che accompagnano ogni modifica del software;
        </li>
        <li>
          prove di uso con la sola tastiera, anch'esse automatizzate nei test: ordine e visibilità del focus,
          compilazione e invio dei moduli, apertura di menu e pannelli, interruttori e scelte attivati con la
          barra spaziatrice, messaggi di errore legati ai campi.
        </li>
      </ul>
      <p>
        Non sono ancora state svolte prove con persone con disabilità né con tutti i principali lettori di
        schermo: sono previste prima della prossima revisione della dichiarazione, che avverrà entro un anno o
        a ogni modifica rilevante dell'applicazione.
      </p>

      <h2>Modalità di invio delle segnalazioni e recapiti</h2>
      <p>
        Se incontri un problema di accessibilità, o vuoi ricevere in un formato accessibile un contenuto che
        non lo è, scrivi a <Mail to={agency.accessibilityEmail} /> indicando la pagina e il problema
        riscontrato. Ti risponderemo entro 30 giorni. Puoi anche scriverci dalla pagina{' '}
        <Link to={paths.contacts()}>Contatti</Link>.
      </p>

      <h2>Procedura di attuazione</h2>
      <p>
        In caso di risposta insoddisfacente o di mancata risposta entro trenta giorni dalla segnalazione, puoi
        inoltrare una segnalazione all'Agenzia per l'Italia Digitale (AgID), come previsto dalla legge 4/2004,
        tramite il modulo disponibile sul sito <a href={AGID_FORM}>form.agid.gov.it</a>.
      </p>

      <h2>Informazioni sull'applicazione</h2>
      <ul>
        <li>Tecnologie: applicazione web in HTML, CSS e JavaScript (React), con il tema Bootstrap Italia.</li>
        <li>
          Browser verificati: Chromium (motore di Google Chrome e Microsoft Edge) nella versione corrente.
        </li>
        <li>
          Le pagine possono essere consultate senza accedere: la presente dichiarazione, l'
          <Link to={paths.privacy()}>informativa sulla privacy</Link> e la{' '}
          <Link to={paths.cookie()}>cookie policy</Link>.
        </li>
      </ul>
    </LegalPage>
  );
}
