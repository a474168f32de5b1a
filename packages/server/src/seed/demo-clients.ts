import type { ClientRecord } from '../agency-data/records.js';
import { MILANO_DUOMO, ROMA_CENTRO } from './demo-branches.js';

export { MARIO_ROSSI } from './demo-client-mario-rossi.js';

export const LUCA_VERDI: ClientRecord = {
  agencyId: 'CLI-000003',
  codiceFiscale: 'VRDLCU85M12F205L',
  nome: 'Luca',
  cognome: 'Verdi',
  cittaNascita: 'Milano',
  email: 'luca.verdi@example.it',
  cell: '+393387654321',
  branch: MILANO_DUOMO,
  indirizzi: [{ indirizzo: 'Corso Buenos Aires 12', comune: 'Milano', cap: '20124', provincia: 'MI' }],
  dossiers: [
    {
      agencyId: 'POL-20090010',
      numeroPolizza: '20090010',
      prodotto: 'Casa Serena',
      tipoProdotto: { sicuro: 'Casa', tipologia: 'Multirischi abitazione', area: 'Patrimonio' },
      stato: 'ATTIVA',
      soggetto: 'Luca Verdi',
      soggettoLabel: 'Contraente',
      dataInizio: '2025-07-01',
      dataScadenza: '2026-12-31',
      prossimoPagamento: '2026-12-31',
      premio: 255,
      rata: 'Annuale',
    },
  ],
};

export const CHIARA_ESPOSITO: ClientRecord = {
  agencyId: 'STAFF-000001',
  codiceFiscale: 'SPSCHR75D55F839O',
  nome: 'Chiara',
  cognome: 'Esposito',
  email: 'admin@example.it',
  cell: '+393401112233',
  branch: ROMA_CENTRO,
};

/** A client with a policy and no account yet: the one who tries registration (/registrazione). */
export const ANNA_NERI: ClientRecord = {
  agencyId: 'CLI-000006',
  codiceFiscale: 'NRENNA90A41H501V',
  nome: 'Anna',
  cognome: 'Neri',
  cittaNascita: 'Roma',
  email: 'anna.neri@example.it',
  cell: '+393471112233',
  branch: ROMA_CENTRO,
  indirizzi: [{ indirizzo: 'Via Appia Nuova 210', comune: 'Roma', cap: '00183', provincia: 'RM' }],
  dossiers: [
    {
      agencyId: 'POL-70000042',
      numeroPolizza: '70000042',
      prodotto: 'Casa Serena',
      tipoProdotto: { sicuro: 'Casa', tipologia: 'Multirischi abitazione', area: 'Patrimonio' },
      stato: 'ATTIVA',
      soggetto: 'Anna Neri',
      soggettoLabel: 'Contraente',
      dataInizio: '2026-02-01',
      dataScadenza: '2027-02-01',
      prossimoPagamento: '2027-02-01',
      premio: 240,
      rata: 'Annuale',
      nBeni: 1,
      beniDescritti: ['Abitazione in Via Appia Nuova 210, Roma'],
      compagnia: 'Assicurazioni Esempio S.p.A.',
      filiale: 'Filiale di Roma Centro',
      intermediario: 'Banca Esempio S.p.A.',
      movimenti: [{ titolo: 'Quietanza 2026', dataScadenza: '2026-02-01', stato: 'Pagato', premio: 240 }],
    },
  ],
};

/** A client whose next login asks for the new privacy consents, shows a message and forces a new password. */
export const GIULIA_BIANCHI: ClientRecord = {
  agencyId: 'CLI-000002',
  codiceFiscale: 'BNCGLI88C52F205X',
  nome: 'Giulia',
  cognome: 'Bianchi',
  cittaNascita: 'Milano',
  email: 'giulia.bianchi@example.it',
  cell: '+393402223344',
  branch: MILANO_DUOMO,
  indirizzi: [{ indirizzo: 'Via Torino 61', comune: 'Milano', cap: '20123', provincia: 'MI' }],
  dossiers: [
    {
      agencyId: 'POL-30040050',
      numeroPolizza: '30040050',
      prodotto: 'Casa Serena',
      tipoProdotto: { sicuro: 'Casa', tipologia: 'Multirischi abitazione', area: 'Patrimonio' },
      stato: 'ATTIVA',
      soggetto: 'Giulia Bianchi',
      soggettoLabel: 'Contraente',
      dataInizio: '2026-01-01',
      dataScadenza: '2027-01-01',
      prossimoPagamento: '2027-01-01',
      premio: 310,
      rata: 'Annuale',
      compagnia: 'Assicurazioni Esempio S.p.A.',
      filiale: 'Filiale di Milano Duomo',
      intermediario: 'Banca Esempio S.p.A.',
    },
  ],
};

/** A client the agency made an account for, with no password yet: he enters by invite (`npm run invite`). */
export const PAOLO_GALLO: ClientRecord = {
  agencyId: 'CLI-000004',
  codiceFiscale: 'GLLPLA79H15L219O',
  nome: 'Paolo',
  cognome: 'Gallo',
  cittaNascita: 'Torino',
  email: 'paolo.gallo@example.it',
  cell: '+393485556677',
  branch: ROMA_CENTRO,
  indirizzi: [{ indirizzo: 'Via Nizza 88', comune: 'Torino', cap: '10126', provincia: 'TO' }],
  dossiers: [
    {
      agencyId: 'POL-40050060',
      numeroPolizza: '40050060',
      prodotto: 'Auto Sicura',
      tipoProdotto: { sicuro: 'Auto', tipologia: 'RC Auto', area: 'Auto - mobilità' },
      stato: 'ATTIVA',
      soggetto: 'Paolo Gallo',
      soggettoLabel: 'Contraente',
      dataInizio: '2026-03-15',
      dataScadenza: '2027-03-15',
      prossimoPagamento: '2027-03-15',
      premio: 640,
      rata: 'Annuale',
      marca: 'Volkswagen',
      modello: 'Golf 1.5 TSI',
      targa: 'GF456DE',
      compagnia: 'Assicurazioni Esempio S.p.A.',
      filiale: 'Filiale di Roma Centro',
      intermediario: 'Banca Esempio S.p.A.',
    },
  ],
};

/** A client whose account the agency disabled. */
export const SARA_COLOMBO: ClientRecord = {
  agencyId: 'CLI-000005',
  codiceFiscale: 'CLMSRA92E47A794S',
  nome: 'Sara',
  cognome: 'Colombo',
  cittaNascita: 'Bergamo',
  email: 'sara.colombo@example.it',
  branch: MILANO_DUOMO,
  dossiers: [
    {
      agencyId: 'POL-50060070',
      numeroPolizza: '50060070',
      prodotto: 'Vita Serena',
      tipoProdotto: { sicuro: 'Vita', tipologia: 'Temporanea caso morte', area: 'Persona' },
      stato: 'ATTIVA',
      soggetto: 'Sara Colombo',
      soggettoLabel: 'Contraente',
      dataInizio: '2025-05-01',
      dataScadenza: '2035-05-01',
      premio: 180,
      rata: 'Annuale',
    },
  ],
};
