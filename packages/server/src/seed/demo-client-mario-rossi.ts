import type { ClientRecord } from '../agency-data/records.js';
import { pdfDocument, ROMA_CENTRO } from './demo-branches.js';

/** Fourteen monthly instalments of the motor policy: enough rows for the paged table (more than 10). */
function monthlyInstalments() {
  return Array.from({ length: 14 }, (_, index) => {
    const month = ((index + 9) % 12) + 1;
    const year = 2025 + Math.floor((index + 9) / 12);
    const due = `${year}-${String(month).padStart(2, '0')}-05`;
    const paid = index < 13;
    return {
      titolo: `Rata ${String(index + 1).padStart(2, '0')} - ${String(month).padStart(2, '0')}/${year}`,
      dataScadenza: due,
      stato: paid ? 'Pagato' : 'Da pagare',
      premio: 48.5,
      ...(paid ? { dataFoglioCassa: `${year}-${String(month).padStart(2, '0')}-03` } : {}),
    };
  });
}

/** The richest demo client: a policy of every kind the customer area shows, claims and documents. */
export const MARIO_ROSSI: ClientRecord = {
  agencyId: 'CLI-000001',
  codiceFiscale: 'RSSMRA80A01H501U',
  nome: 'Mario',
  cognome: 'Rossi',
  cittaNascita: 'Roma',
  email: 'mario.rossi@example.it',
  cell: '+393331234567',
  branch: ROMA_CENTRO,
  indirizzi: [
    { indirizzo: 'Via del Corso 120', comune: 'Roma', cap: '00186', provincia: 'RM' },
    { indirizzo: 'Via Aurelia 45', comune: 'Santa Marinella', cap: '00058', provincia: 'RM' },
  ],
  dossiers: [
    {
      agencyId: 'POL-10020030',
      numeroPolizza: '10020030',
      prodotto: 'Auto Sicura',
      tipoProdotto: { sicuro: 'Auto', tipologia: 'RC Auto', area: 'Auto - mobilità' },
      stato: 'ATTIVA',
      soggetto: 'Mario Rossi',
      soggettoLabel: 'Contraente',
      dataInizio: '2025-10-01',
      dataScadenza: '2026-12-01',
      prossimoPagamento: '2026-12-05',
      premio: 582,
      rata: 'Mensile',
      iban: 'IT60X0542811101000000123456',
      tariffa: 'Bonus Malus',
      tariffaRca: 'Classe CU 1',
      marca: 'Fiat',
      modello: 'Panda 1.0 Hybrid',
      targa: 'GA123BC',
      intermediario: 'Banca Esempio S.p.A.',
      filiale: 'Filiale di Roma Centro',
      compagnia: 'Assicurazioni Esempio S.p.A.',
      movimentiLayout: '5col',
      movimenti: monthlyInstalments(),
      beni: [
        {
          descrizione: 'Fiat Panda 1.0 Hybrid targa GA123BC',
          settori: [
            {
              settore: 'Responsabilità civile',
              garanzie: [
                {
                  garanzia: 'RC Auto',
                  garanziaDescrizione: 'Danni a persone e cose causati a terzi',
                  massimale: 10_000_000,
                },
                {
                  garanzia: 'Rinuncia alla rivalsa',
                  garanziaDescrizione: 'Guida in stato di ebbrezza esclusa',
                },
              ],
            },
            {
              settore: 'Danni al veicolo',
              garanzie: [
                {
                  garanzia: 'Furto e incendio',
                  garanziaDescrizione: 'Valore commerciale del veicolo',
                  massimale: 14_500,
                },
                { garanzia: 'Cristalli', garanziaDescrizione: 'Sostituzione o riparazione', massimale: 800 },
              ],
            },
            {
              settore: 'Assistenza',
              garanzie: [
                { garanzia: 'Assistenza stradale', garanziaDescrizione: 'Traino fino a 50 km, 24 ore su 24' },
              ],
            },
          ],
        },
      ],
      documents: [
        pdfDocument('DOC-AUTO-1', 'Condizioni di assicurazione Auto Sicura.pdf', '2025-10-01', [
          'Polizza n. 10020030 - Auto Sicura',
          'Condizioni generali di assicurazione, edizione 09/2025.',
          'Responsabilità civile, furto e incendio, cristalli, assistenza stradale.',
        ]),
        pdfDocument('DOC-AUTO-2', 'Certificato di assicurazione.pdf', '2025-10-01', [
          'Veicolo targa GA123BC - Fiat Panda 1.0 Hybrid',
          'Validità: dal 01/10/2025 al 01/12/2026.',
        ]),
      ],
      sinistri: [
        {
          agencyId: 'SIN-2026-0457',
          stato: '2',
          statoDescr: 'In istruttoria',
          evento: 'COLL',
          eventoDescr: 'Collisione in via Nomentana',
          numeroSinistroCompagnia: '2026/RC/004571',
          dataSinistro: '2026-09-14',
          dataApertura: '2026-09-16',
          operazioni: 'Perizia fissata presso la carrozzeria convenzionata',
          dettagli: { 'Luogo del sinistro': 'Roma, via Nomentana 210', Controparte: 'Veicolo targa FX987YZ' },
          referenti: [
            { relazione: 'Perito', cognome: 'Ferri', telefono: '06 5551234' },
            { relazione: 'Liquidatore', cognome: 'Marchetti', telefono: '06 5554321' },
          ],
          documents: [
            pdfDocument('DOC-SIN-0457', 'Denuncia di sinistro.pdf', '2026-09-16', [
              'Sinistro n. 2026/RC/004571 del 14/09/2026',
              'Constatazione amichevole firmata da entrambi i conducenti.',
            ]),
          ],
        },
        {
          agencyId: 'SIN-2025-0912',
          stato: '5',
          statoDescr: 'Chiuso con liquidazione',
          evento: 'CRIS',
          eventoDescr: 'Rottura del parabrezza',
          numeroSinistroCompagnia: '2025/CR/009120',
          dataSinistro: '2025-11-03',
          dataApertura: '2025-11-04',
          operazioni: 'Liquidato il 20/11/2025',
          dettagli: { 'Importo liquidato': '420,00 EUR' },
          referenti: [{ relazione: 'Liquidatore', cognome: 'Galli', telefono: '06 5559876' }],
        },
      ],
    },
    {
      agencyId: 'POL-20040050',
      numeroPolizza: '20040050',
      prodotto: 'Casa Serena',
      tipoProdotto: { sicuro: 'Casa', tipologia: 'Multirischi abitazione', area: 'Patrimonio' },
      stato: 'NORMALE',
      soggetto: 'Mario Rossi',
      soggettoLabel: 'Contraente',
      dataInizio: '2024-03-15',
      dataScadenza: '2027-03-15',
      prossimoPagamento: '2027-03-15',
      premio: 310.4,
      rata: 'Annuale',
      nPersoneNucleo: 3,
      nBeni: 1,
      beniDescritti: ['Abitazione in Via del Corso 120, Roma'],
      compagnia: 'Assicurazioni Esempio S.p.A.',
      filiale: 'Filiale di Roma Centro',
      beni: [
        {
          descrizione: 'Abitazione in Via del Corso 120, Roma',
          intestazione: 'Mario Rossi',
          destinazioneUso: 'Abitazione principale',
          tipoDimora: 'Abituale',
          settori: [
            {
              settore: 'Incendio',
              garanzie: [
                {
                  garanzia: 'Fabbricato',
                  garanziaDescrizione: 'Valore di ricostruzione a nuovo',
                  massimale: 250_000,
                },
                { garanzia: 'Contenuto', massimale: 40_000 },
              ],
            },
            {
              settore: 'Responsabilità civile',
              garanzie: [{ garanzia: 'RC della famiglia', massimale: 500_000 }],
            },
          ],
        },
      ],
      nucleo: [
        { nome: 'Mario', cognome: 'Rossi', codiceFiscale: 'RSSMRA80A01H501U' },
        { nome: 'Laura', cognome: 'Bianchi', codiceFiscale: 'BNCLRA82C45H501W' },
        { nome: 'Sofia', cognome: 'Rossi', codiceFiscale: 'RSSSFO12H50H501Y' },
      ],
      movimenti: [
        { titolo: 'Quietanza 2026', dataScadenza: '2026-03-15', stato: 'Pagato', premio: 310.4 },
        { titolo: 'Quietanza 2025', dataScadenza: '2025-03-15', stato: 'Pagato', premio: 305 },
        { titolo: 'Quietanza 2024', dataScadenza: '2024-03-15', stato: 'Pagato', premio: 298.9 },
      ],
      documents: [
        pdfDocument('DOC-CASA-1', 'Polizza Casa Serena.pdf', '2024-03-15', [
          'Polizza n. 20040050 - Casa Serena',
          'Abitazione in Via del Corso 120, Roma. Nucleo di 3 persone.',
        ]),
      ],
    },
    {
      agencyId: 'POL-30060070',
      numeroPolizza: '30060070',
      prodotto: 'Multiramo Equilibrio',
      tipoProdotto: { sicuro: 'Vita', tipologia: 'Multiramo', area: 'Investimento' },
      stato: 'ATTIVA',
      soggetto: 'Mario Rossi',
      soggettoLabel: 'Assicurato',
      dataInizio: '2021-06-01',
      dataScadenza: '9999-12-31',
      dataScadenzaDescr: 'Vita intera',
      premio: 20_000,
      rata: 'Premio unico',
      forma: 'Vita intera a premio unico',
      controvaloreStimato: 22_840.37,
      compagnia: 'Esempio Vita S.p.A.',
      riserve: [
        {
          fondo: 'Gestione separata Esempio Sicura',
          data: '2026-10-31',
          controvalore: 12_460.2,
          controvaloreStimato: 12_460.2,
        },
        {
          fondo: 'Fondo interno Azionario Globale',
          data: '2026-10-31',
          numeroQuote: 612.4312,
          prezzoQuote: 10.87,
          controvalore: 6_657.13,
          controvaloreStimato: 6_650,
        },
        {
          fondo: 'Fondo interno Obbligazionario Euro',
          data: '2026-10-31',
          numeroQuote: 401.9,
          prezzoQuote: 9.33,
          controvalore: 3_749.73,
          controvaloreStimato: 3_730.17,
        },
      ],
      datiTecnici: [
        {
          datoTecnico: 'Valori di riscatto',
          pairs: [
            { label: 'Valore di riscatto al 31/10/2026', descr: '22.384,56 EUR' },
            { label: 'Penale di riscatto', descr: '2% nei primi 5 anni, poi nessuna' },
            { label: 'Riscatto parziale', descr: 'Ammesso, minimo 1.000,00 EUR' },
          ],
        },
        {
          datoTecnico: 'Profilo di investimento',
          pairs: [
            { label: 'Linea', descr: 'Equilibrio 50/50' },
            { label: 'Ribilanciamento', descr: 'Automatico annuale' },
            { label: 'Rendimento minimo garantito', descr: '0,50% sulla gestione separata' },
          ],
        },
      ],
      documents: [
        pdfDocument('DOC-VITA-1', 'Estratto conto annuale 2025.pdf', '2026-02-28', [
          'Polizza n. 30060070 - Multiramo Equilibrio',
          'Controvalore al 31/12/2025: 21.905,12 EUR.',
        ]),
      ],
    },
    {
      agencyId: 'POL-40080090',
      numeroPolizza: '40080090',
      prodotto: 'Infortuni Famiglia',
      tipoProdotto: { sicuro: 'Persona', tipologia: 'Infortuni', area: 'Persona' },
      stato: 'ATTIVA',
      soggetto: 'Sofia Rossi',
      soggettoLabel: 'Assicurato minore',
      dossierMinore: true,
      dataInizio: '2025-01-10',
      dataScadenza: '2027-01-10',
      prossimoPagamento: '2027-01-10',
      premio: 145,
      rata: 'Annuale',
      personeAssicurate: 'Sofia Rossi',
      movimenti: [{ titolo: 'Quietanza 2026', dataScadenza: '2026-01-10', stato: 'Pagato', premio: 145 }],
    },
    {
      agencyId: 'POL-50010020',
      numeroPolizza: '50010020',
      prodotto: 'Due Ruote',
      tipoProdotto: { sicuro: 'Moto', tipologia: 'RC Moto', area: 'Auto - mobilità' },
      stato: 'SOSPESA',
      soggetto: 'Mario Rossi',
      soggettoLabel: 'Contraente',
      dataInizio: '2025-04-01',
      dataScadenza: '2026-04-01',
      dataAnnulloDisdetta: '2026-11-01',
      dataAnnulloDisdettaLabel: 'Data di sospensione',
      premio: 0,
      marca: 'Honda',
      modello: 'SH 125',
      targa: 'EZ45678',
    },
    {
      agencyId: 'POL-60030040',
      numeroPolizza: '60030040',
      prodotto: 'Salute Più',
      tipoProdotto: { sicuro: 'Salute', tipologia: 'Rimborso spese mediche', area: 'Persona' },
      stato: 'ATTIVA',
      soggetto: 'Mario Rossi',
      soggettoLabel: 'Assicurato',
      dataInizio: '2026-01-01',
      dataScadenza: '2027-01-01',
      premio: 690,
      rata: 'Semestrale',
      lockedSections: ['movimenti'],
      movimenti: [{ titolo: 'Rata 1/2026', dataScadenza: '2026-01-01', stato: 'Pagato', premio: 345 }],
      beni: [
        {
          descrizione: 'Mario Rossi',
          settori: [
            { settore: 'Ricoveri', garanzie: [{ garanzia: 'Ricovero con intervento', massimale: 100_000 }] },
          ],
        },
      ],
    },
    {
      agencyId: 'POL-70050060',
      numeroPolizza: '70050060',
      prodotto: 'Tutela Legale',
      tipoProdotto: { sicuro: 'Patrimonio', tipologia: 'Tutela legale', area: 'Patrimonio' },
      stato: 'ATTIVA',
      dataInizio: '2026-05-01',
      dataScadenza: '2027-05-01',
      premio: 120,
      locked: true,
    },
  ],
};
