import { ErrorCode } from '@area-clienti/contract';

/**
 * Driver B as a signer (issue 34): B's page (who B is, the document, sign, correct or decline) and A's
 * review of B's corrections. B is not the agency's client: B's texts speak to B and send B to B's insurer.
 */
export const counterpartVoiceText = {
  readTitle: '1. Leggi la constatazione',
  readIntro:
    'Apri il documento e leggilo tutto: è la constatazione che firmeresti, con i dati che il conducente A ha scritto anche per te.',
  open: 'Apri il documento (PDF)',
  opened:
    'Il documento è aperto in una nuova scheda. Se non lo vedi, usa il pulsante qui sotto per scaricarlo.',
  download: 'Scarica il documento (PDF)',
  haveRead: 'Ho letto tutto il documento',
  identityTitle: '2. Chi sei',
  identityIntro:
    'Prima di firmare, correggere o rifiutare conferma chi sei: i tuoi dati restano nelle evidenze della firma, non nella constatazione.',
  name: 'Nome',
  surname: 'Cognome',
  birthDate: 'Data di nascita',
  italian: 'Ho un codice fiscale italiano',
  taxCode: 'Codice fiscale',
  licenceNumber: 'Numero della patente di guida',
  confirmIdentity: 'Conferma i miei dati',
  identityDone: 'Dati confermati.',
  choiceTitle: '3. Che cosa vuoi fare',
  choiceIntro:
    'Se i dati sono giusti firma. Se qualcosa delle tue parti (veicolo B) è sbagliato correggilo: il conducente A vedrà le correzioni e, se le accetta, firmerete entrambi il documento corretto. Se non sei d’accordo puoi rifiutare.',
  choose: { sign: 'Firma', correct: 'Correggi i miei dati', decline: 'Non concordo' },
  reasonLabel: 'Perché non sei d’accordo',
  reasonHint:
    'Da 10 a 1000 caratteri. Il motivo è riportato nella constatazione inviata all’agenzia del conducente A.',
  reasonShort: 'Scrivi il motivo: almeno 10 caratteri.',
  sendDecline: 'Invia: non concordo',
  declined:
    'La tua risposta è stata inviata: il conducente A e la sua agenzia sanno che non concordi, e il tuo motivo. Per denunciare il sinistro rivolgiti alla tua compagnia di assicurazione.',
  correctTitle: 'Le tue parti della constatazione (veicolo B)',
  sendCorrection: 'Invia le correzioni al conducente A',
  corrected:
    'Le tue correzioni sono state inviate al conducente A. Se le accetta, riceverai un nuovo link per firmare il documento corretto; se non le accetta, la constatazione prosegue con la sola sua firma e le tue correzioni riportate.',
  sections: {
    policyholder: 'Contraente / assicurato',
    vehicle: 'Veicolo',
    insurer: 'Compagnia di assicurazione',
    driver: 'Conducente',
    damage: 'Urto, danni e osservazioni',
  },
  fields: {
    surname: 'Cognome',
    name: 'Nome',
    address: 'Indirizzo',
    make: 'Marca',
    model: 'Modello',
    plate: 'Targa',
    insurer: 'Compagnia',
    policyNumber: 'Numero di polizza',
    licenceNumber: 'Numero della patente',
    firstImpact: 'Punto d’urto iniziale',
    noImpact: 'Non indicato',
    visibleDamage: 'Danni visibili',
    circumstances: 'Circostanze (barra quelle vere per il veicolo B)',
    remarks: 'Osservazioni',
  },
} as const;

/** A's review of B's corrections, on A's report. */
export const correctionReviewText = {
  title: 'Il conducente B ha corretto le sue parti',
  intro:
    'Qui sotto, accanto a ciò che avevi scritto, le correzioni del conducente B. Se le accetti firmi di nuovo il documento corretto con un codice via SMS, poi lo firma B. Se non le accetti la denuncia prosegue con la sola tua firma e le correzioni di B riportate.',
  field: 'Dato',
  before: 'Prima',
  after: 'Correzione di B',
  empty: '(vuoto)',
  deadline: (when: string) => `Puoi rispondere fino al ${when}.`,
  accept: 'Accetto e firmo di nuovo',
  reject: 'Non accetto',
} as const;

/** The Italian message of a refusal of B's calls, or null for a code they do not answer of their own. */
export function counterpartErrorMessage(code: string | null): string | null {
  switch (code) {
    case ErrorCode.CLAIMB_IDENTITY:
      return 'Controlla i tuoi dati: un campo manca o non è scritto bene.';
    case ErrorCode.CLAIMB_TAX_CODE_CHECK:
      return 'Il codice fiscale non è valido: controlla di averlo scritto bene (l’ultimo carattere non corrisponde).';
    case ErrorCode.CLAIMB_TAX_CODE_MISMATCH:
      return 'Il codice fiscale non corrisponde a nome, cognome e data di nascita indicati.';
    case ErrorCode.CLAIMB_IDENTITY_FIRST:
      return 'Prima conferma i tuoi dati.';
    case ErrorCode.CLAIMB_REASON:
      return 'Scrivi il motivo: da 10 a 1000 caratteri.';
    case ErrorCode.CLAIMB_NO_CHANGE:
      return 'Non hai cambiato nulla: se i dati sono giusti, firma.';
    case ErrorCode.CLAIMB_SAME_AS_A:
      return 'Il conducente B deve essere una persona diversa dal conducente A: il codice fiscale o il cellulare indicati sono quelli del conducente A.';
    case ErrorCode.CLAIMB_CORRECTED_ONCE:
      return 'Hai già proposto le tue correzioni: ora puoi firmare la constatazione oppure dire che non concordi.';
    default:
      return null;
  }
}

const SECTION_OF: Record<string, string> = {
  policyholder: 'contraente',
  vehicle: 'veicolo',
  insurer: 'compagnia',
  driver: 'conducente',
};

/**
 * B's corrections refused because B's side lacks what the report must carry (CLAIMREPORT_005) or has a tax
 * code that is not one (CLAIMREPORT_020): the field by name (`detail` its path, `vehicleB.vehicle.plate`).
 */
export function correctionErrorMessage(code: string | null, detail: string | undefined): string | null {
  const [, section = '', key = ''] = (detail ?? '').split('.');
  const fields = counterpartVoiceText.fields as Record<string, string>;
  const label = key === 'name' && section === 'insurer' ? fields.insurer : (fields[key] ?? key);
  const where = `${label} (${SECTION_OF[section] ?? section})`;
  if (code === ErrorCode.CLAIMREPORT_INCOMPLETE) {
    return key === 'circumstances'
      ? 'Indica le circostanze del veicolo B: servono alla constatazione.'
      : `Non puoi lasciare vuoto questo dato: ${where}. Serve alla constatazione.`;
  }
  if (code === ErrorCode.CLAIMREPORT_TAX_CODE) {
    return `Il codice fiscale non è valido: ${SECTION_OF[section] ?? section}. Correggilo o lascialo vuoto.`;
  }
  return null;
}

/** Which field of B's identity a refusal is about (`detail`), for its message beside the field. */
export const identityFieldMessage: Record<string, string> = {
  name: 'Scrivi il tuo nome.',
  surname: 'Scrivi il tuo cognome.',
  birthDate: 'Scrivi una data di nascita valida.',
  taxCode: 'Scrivi il codice fiscale di 16 caratteri.',
  licenceNumber: 'Scrivi il numero della patente (lettere e cifre).',
};
