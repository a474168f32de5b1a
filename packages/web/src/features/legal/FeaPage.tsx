import {
  CLAIM_CODE_MINUTES,
  CLAIM_CODE_TRIES,
  FEA_TERMS,
  FEA_TERMS_VERSION,
  SENT_REPORT_RETENTION_YEARS,
} from '@area-clienti/contract';
import { useAgency } from '@/shared/entities/agency/api';
import { QueryError } from '@/shared/ui/QueryError';
import { LegalPage, Mail } from './LegalPage';

/** When this description was last reviewed (with the terms' version below). */
const FEA_PAGE_DATE = '6 dicembre 2026';
/** How long the agency's core system keeps a signed document and its evidence (DPCM 22/02/2013 art. 57 c.1). */
const EVIDENCE_YEARS = 20;

/*
 * The advanced electronic signature (FEA) of the claim reports, described as DPCM 22 February 2013 art. 57
 * c.1 lett. e)-f) asks it published (issue 34 item 4): how the signer is identified, how the signature is
 * bound to the document and shows any change, where the evidence is kept and for how long, the service
 * terms and their version. Public: driver B, who has no account, reads it from the link's page.
 * The facts are those of docs/decisions/0111, 0113, 0119, 0122 and 0138.
 */
export function FeaPage() {
  const { data: agency, isError } = useAgency();
  if (isError) return <QueryError />;
  if (!agency) return null;
  return (
    <LegalPage title="Firma elettronica avanzata" updated={FEA_PAGE_DATE}>
      <p className="lead-text">
        Con l’Area Clienti di {agency.legalName} puoi firmare online la denuncia di un sinistro e la
        constatazione amichevole (CAI) con una firma elettronica avanzata (FEA), come previsto dall’art. 26
        del Regolamento UE 910/2014 e dal DPCM 22 febbraio 2013. Questa pagina descrive la soluzione, come
        chiede l’art. 57 del DPCM.
      </p>

      <h2>Chi la offre e per cosa vale</h2>
      <p>
        La soluzione è offerta da {agency.legalName} ai propri clienti e, per la sola constatazione
        amichevole, al conducente dell’altro veicolo. La firma vale nei rapporti tra il firmatario, l’agenzia
        e la compagnia per il sinistro a cui il documento si riferisce (art. 60 del DPCM).
      </p>

      <h2>Come è identificato chi firma</h2>
      <ul>
        <li>
          <strong>Il cliente</strong> accede alla sua Area Clienti con le sue credenziali e riceve un codice
          di 6 cifre via SMS al cellulare verificato del suo profilo. Il codice vale {CLAIM_CODE_MINUTES}{' '}
          minuti, una sola volta e per un solo documento; dopo {CLAIM_CODE_TRIES} codici errati serve un nuovo
          codice.
        </li>
        <li>
          <strong>Il conducente dell’altro veicolo (B)</strong>, che non ha un account, apre il link personale
          ricevuto via SMS o e-mail, conferma i suoi dati di identità (nome, data di nascita, codice fiscale,
          patente) e firma con il codice inviato al suo cellulare.
        </li>
      </ul>

      <h2>Come la firma è collegata al documento</h2>
      <p>
        Prima del codice, chi firma apre il documento PDF da firmare e ne vede l’impronta SHA-256, che lo
        identifica in modo univoco. Il codice firma solo quel documento: un documento modificato ha un’altra
        impronta e richiede un nuovo codice. L’impronta è registrata con la firma e stampata nella pagina
        delle evidenze.
      </p>
      <p>
        La copia firmata è sigillata da {agency.legalName} con un sigillo elettronico in formato PAdES (lo
        standard europeo delle firme nei PDF): qualsiasi modifica successiva, anche di un solo byte, fa
        risultare il sigillo non valido in qualunque lettore PDF che verifica le firme. Il documento firmato è
        allegato nella copia, così chiunque può ricalcolarne l’impronta e confrontarla.
      </p>

      <h2>Quali evidenze sono conservate, dove e per quanto</h2>
      <p>
        Per ogni firma sono registrati: il nome e il codice fiscale di chi firma, la data e l’ora, l’impronta
        SHA-256 del documento, il canale del codice (SMS, con il numero mascherato), l’indirizzo IP e il
        browser. Le evidenze sono riportate nell’ultima pagina della copia firmata, che ricevi subito per
        e-mail e puoi scaricare dall’Area Clienti.
      </p>
      <ul>
        <li>
          Nell’Area Clienti la denuncia inviata, la copia firmata, le foto e gli allegati restano per{' '}
          {SENT_REPORT_RETENTION_YEARS} anni dall’invio, poi sono cancellati.
        </li>
        <li>
          Il sistema gestionale dell’agenzia, che riceve ogni denuncia con la copia firmata e le evidenze, li
          conserva per almeno {EVIDENCE_YEARS} anni, come richiede l’art. 57 del DPCM.
        </li>
      </ul>

      <h2>Le condizioni del servizio</h2>
      <p>
        Alla prima firma il cliente accetta le condizioni del servizio; l’accettazione è conservata con la
        versione e l’ora, e una copia delle condizioni gli è inviata per e-mail. Se le condizioni cambiano, la
        nuova versione è chiesta alla firma successiva. Versione in vigore:{' '}
        <strong>{FEA_TERMS_VERSION}</strong>.
      </p>
      <section className="legal-page__terms" aria-labelledby="fea-terms-title">
        <h3 id="fea-terms-title">{FEA_TERMS.title}</h3>
        {FEA_TERMS.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <h2>Copia e informazioni</h2>
      <p>
        Puoi chiedere gratuitamente copia delle condizioni, della documentazione della soluzione e delle
        evidenze della tua firma scrivendo a <Mail to={agency.privacyEmail} />
        {agency.pec ? (
          <>
            {' '}
            o alla PEC <Mail to={agency.pec} />
          </>
        ) : null}
        . Puoi sempre scegliere di non usare la firma elettronica avanzata e denunciare il sinistro con il
        modulo cartaceo presso la tua agenzia.
      </p>
    </LegalPage>
  );
}
