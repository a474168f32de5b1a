import { z } from 'zod';
import { okReply } from './envelope.js';

/**
 * The service terms of the advanced electronic signature (FEA) a client signs claim reports with (issue 34
 * item 4, DPCM 22 February 2013 art. 57 c.1 lett. a): accepted once, at the first signature, and again only
 * when their version changes. The server keeps each acceptance with its version and time and e-mails the
 * client a copy; the public page /firma-elettronica-avanzata shows them whole.
 */
export const FEA_TERMS_VERSION = '2026-12';

export const FEA_TERMS = {
  title: 'Condizioni del servizio di firma elettronica avanzata',
  paragraphs: [
    '1. Oggetto. L’agenzia mette a disposizione dei clienti dell’Area Clienti una soluzione di firma elettronica avanzata (FEA, art. 26 del Regolamento UE 910/2014 e DPCM 22 febbraio 2013) per firmare le denunce di sinistro e le constatazioni amichevoli compilate online. La firma ha valore solo nei rapporti tra il firmatario, l’agenzia e la compagnia per il sinistro a cui il documento si riferisce (art. 60 del DPCM).',
    '2. Identificazione. Il firmatario è identificato dal suo accesso personale all’Area Clienti e da un codice monouso di 6 cifre inviato via SMS al cellulare verificato del suo profilo. Il conducente B, che non ha un account, è identificato dal link personale ricevuto, dal codice inviato al suo cellulare e dai dati di identità che conferma.',
    '3. Come si firma. Prima del codice il firmatario legge il documento PDF da firmare e la sua impronta SHA-256. Inserendo il codice, il firmatario dichiara di voler firmare quel documento. Il codice vale 10 minuti, una sola volta e solo per quel documento: un documento modificato richiede un nuovo codice.',
    '4. Collegamento al documento. L’impronta SHA-256 del documento firmato è registrata con la firma; la copia firmata è sigillata dall’agenzia con un sigillo elettronico in formato PAdES, che rende riconoscibile ogni modifica successiva.',
    '5. Evidenze e conservazione. Per ogni firma sono conservati: nome, codice fiscale, data e ora, impronta del documento, canale del codice (SMS, numero mascherato), indirizzo IP e browser. Le evidenze sono riportate nell’ultima pagina del documento firmato, conservato nell’Area Clienti per 10 anni dall’invio e trasmesso al sistema dell’agenzia, che lo conserva per almeno 20 anni (art. 57 del DPCM).',
    '6. Copia. Il firmatario riceve subito per e-mail la copia del documento firmato e può scaricarla dall’Area Clienti. Può chiedere gratuitamente all’agenzia copia di queste condizioni e della documentazione sulla soluzione di firma.',
    '7. Obblighi del firmatario. Il firmatario custodisce il cellulare e le credenziali dell’Area Clienti, non comunica a nessuno i codici ricevuti e avvisa subito l’agenzia in caso di smarrimento del cellulare o di uso non autorizzato.',
    '8. Alternative. Il firmatario può sempre scegliere di non usare la firma elettronica avanzata e di denunciare il sinistro con il modulo cartaceo presso la sua agenzia.',
    '9. Modifiche. Se queste condizioni cambiano, la nuova versione è chiesta alla firma successiva. Versione in vigore: 2026-12.',
  ],
} as const;

/** Where the client stands: the terms' current version and the last one the client accepted, when. */
export const feaTermsReply = okReply({
  version: z.string(),
  acceptedVersion: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export const acceptFeaTermsRequest = z.object({ version: z.string().min(1).max(20) });
