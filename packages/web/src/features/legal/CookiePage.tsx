import { useEffect, useState, useSyncExternalStore } from 'react';
import { LEGAL_TEXTS_DATE } from '@/shared/agency';
import { useAgency } from '@/shared/entities/agency/api';
import { text } from '@/shared/messages';
import { COOKIE_BAR_ID, COOKIE_CHOICE_MAX_AGE_SECONDS, cookieChoice } from '@/shared/privacy/cookieChoice';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { SessionKey } from '@/shared/session/session';
import { Alert } from '@/shared/ui/Alert';
import { QueryError } from '@/shared/ui/QueryError';
import { LegalPage, Mail } from './LegalPage';

/* The cookie policy: exactly what the app stores in the browser, and why (docs/decisions/0025, 0026). */

const CHOICE_MONTHS = Math.round(COOKIE_CHOICE_MAX_AGE_SECONDS / (30 * 24 * 60 * 60));

const STORED: { name: string; kind: string; purpose: string; duration: string }[] = [
  {
    name: 'cookiebar',
    kind: 'Cookie tecnico di prima parte',
    purpose:
      'Ricorda la scelta che hai fatto sul banner dei cookie (accetta o rifiuta; chiudere il banner vale come rifiuto), così che il banner non ti venga riproposto a ogni pagina.',
    duration: `${CHOICE_MONTHS} mesi`,
  },
  {
    // Over HTTPS, as the site is served, it is __Host- prefixed (docs/decisions/0131).
    name: '__Host-ac_device',
    kind: 'Cookie tecnico di prima parte, di sicurezza (HttpOnly)',
    purpose:
      "Riconosce un browser da cui hai già effettuato l'accesso, così che i tentativi errati fatti da altri sul tuo account non ti impediscano di entrare da qui; se scegli «Ricorda questo browser per 30 giorni», da qui non ti chiediamo il codice della verifica in due passaggi. Vale solo per il tuo account e si annulla quando chiudi gli altri accessi, cambi o recuperi la password. Contiene solo un codice casuale e viene inviato soltanto al nostro server.",
    duration: '12 mesi dall’ultimo accesso',
  },
  {
    name: [SessionKey.token, SessionKey.user, SessionKey.phone, SessionKey.status].join(', '),
    kind: 'Archiviazione di sessione del browser (sessionStorage), tecnica',
    purpose:
      "Mantengono il tuo accesso all'Area Clienti nella scheda del browser che stai usando: il codice della sessione, i dati essenziali del tuo utente e i recapiti verificati.",
    duration: 'Fino al logout o alla chiusura della scheda',
  },
  {
    name: [SessionKey.notices, SessionKey.forcedPhone].join(', '),
    kind: 'Archiviazione di sessione del browser (sessionStorage), tecnica',
    purpose:
      "Ricordano gli avvisi che hai già chiuso (ad esempio 'Nuovo accesso registrato') e, durante la registrazione, che hai chiesto di inserire di nuovo il numero di cellulare.",
    duration: 'Fino al logout o alla chiusura della scheda',
  },
];

export function CookiePage() {
  const { data: agency, isError } = useAgency();
  if (isError) return <QueryError />;
  if (!agency) return null;
  return (
    <LegalPage title={text.legal.cookie} updated={LEGAL_TEXTS_DATE}>
      <p className="lead-text">
        I cookie sono piccoli file di testo che un sito salva nel browser. Strumenti simili, come
        l'archiviazione di sessione, permettono di conservare informazioni nel browser finché la scheda resta
        aperta. Questa pagina spiega quali usa l'Area Clienti di {agency.legalName} e perché.
      </p>

      <h2>Solo strumenti tecnici</h2>
      <p>
        L'Area Clienti usa soltanto strumenti <strong>tecnici</strong>, necessari a farla funzionare e a
        ricordare le tue scelte. <strong>Non usa cookie di profilazione</strong>, né pubblicitari, né
        strumenti di statistica o di analisi, e <strong>non usa cookie di terze parti</strong>: anche i
        caratteri e le immagini sono serviti dal nostro server, senza richieste ad altri siti.
      </p>
      <p>
        Gli strumenti tecnici non richiedono il tuo consenso (articolo 122 del Codice in materia di protezione
        dei dati personali, D.Lgs. 196/2003, e Linee guida del Garante sui cookie del 10 giugno 2021). Il
        banner ti informa e registra comunque la tua scelta, che vale per eventuali strumenti non tecnici:
        oggi non ce ne sono, e se in futuro ne aggiungessimo te lo chiederemo di nuovo prima di usarli.
      </p>

      <h2>Cosa salviamo nel tuo browser</h2>
      <div className="table-responsive">
        <table className="table app-table app-table--cards legal-table">
          <caption className="table-caption">Cookie e archiviazione di sessione dell'Area Clienti</caption>
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">Tipo</th>
              <th scope="col">Finalità</th>
              <th scope="col">Durata</th>
            </tr>
          </thead>
          <tbody>
            {STORED.map((row) => (
              <tr key={row.name}>
                <td data-label="Nome">
                  <code>{row.name}</code>
                </td>
                <td data-label="Tipo">{row.kind}</td>
                <td data-label="Finalità">{row.purpose}</td>
                <td data-label="Durata">{row.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <CookieChoiceSection />

      <h2>Come gestirli dal browser</h2>
      <p>
        Puoi cancellare i cookie e i dati dei siti dalle impostazioni del tuo browser in qualsiasi momento. Se
        cancelli l'archiviazione di sessione mentre sei collegato, la sessione si chiude e dovrai accedere di
        nuovo; se blocchi tutti i cookie, il banner ti verrà riproposto a ogni visita.
      </p>

      <h2>Titolare e contatti</h2>
      <p>
        Il titolare del trattamento è {agency.legalName}. Per domande scrivi a{' '}
        <Mail to={agency.privacyEmail} />. Per tutte le informazioni sul trattamento dei tuoi dati leggi l'
        <Link to={paths.privacy()}>informativa sulla privacy</Link>.
      </p>
    </LegalPage>
  );
}

/** The choice stored now, and a way to make it again (the banner comes back). */
function CookieChoiceSection() {
  const t = text.cookieChoice;
  const choice = useSyncExternalStore(cookieChoice.subscribe, cookieChoice.read, () => null);
  const [changed, setChanged] = useState(0);
  // The button goes away with the choice: focus goes to the banner, where the choice is made again.
  useEffect(() => {
    if (changed > 0) document.getElementById(COOKIE_BAR_ID)?.focus();
  }, [changed]);
  const current = choice === 'accepted' ? t.accepted : choice === 'refused' ? t.refused : t.none;
  return (
    <section aria-labelledby="cookie-choice">
      <h2 id="cookie-choice">{t.title}</h2>
      <p>{current}</p>
      {choice ? (
        <p>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              cookieChoice.reset();
              setChanged((n) => n + 1);
            }}
          >
            {t.change}
          </button>
        </p>
      ) : null}
      {changed > 0 && !choice ? (
        <Alert key={changed} tone="info" live="status">
          {t.changed}
        </Alert>
      ) : null}
    </section>
  );
}
