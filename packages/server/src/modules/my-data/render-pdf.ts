import { isShownPair, MAX_DATO_TECNICO_PAIRS, type MyDataExport } from '@area-clienti/contract';
import { makeTextPdf, type PdfLine } from '../../agency-data/pdf.js';
import { deviceLabel, formatDay, formatEuro, formatInstant, formatQuantity } from './format.js';

/*
 * The readable copy of "Scarica i miei dati": the JSON file's content, section by section, in Italian, with
 * values as the area shows them. A field with nothing to say is left out, as on the area's pages.
 */

type Row = [label: string, value: string | number | boolean | null | undefined];

const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

/** "Label: value" lines of the rows that have a value. */
function rows(list: Row[]): PdfLine[] {
  return list.flatMap(([label, value]) => {
    if (value === null || value === undefined || value === '') return [];
    return [{ text: `${label}: ${typeof value === 'boolean' ? yesNo(value) : value}` }];
  });
}

const heading = (text: string): PdfLine => ({ text, style: 'heading' });
const subheading = (text: string): PdfLine => ({ text, style: 'subheading' });
const none = (text: string): PdfLine[] => [{ text }];

type Polizza = MyDataExport['polizze'][number];
type Richiesta = MyDataExport['richiesteDiContatto'][number];
type Modifica = MyDataExport['modificheDati'][number];

const AUTHOR = { cliente: 'Tu', filiale: 'Filiale' } as const;
function requestLines(r: Richiesta): PdfLine[] {
  return [
    subheading(
      `${r.numero} – ${formatInstant(r.data)} – ${r.oggetto}${r.polizza ? ` – polizza n. ${r.polizza}` : ''}`,
    ),
    ...(r.testo ? [{ text: r.testo }] : []),
    ...r.messaggi.map((m) => ({ text: `${AUTHOR[m.autore]}, ${formatInstant(m.data)}: ${m.testo}` })),
  ];
}

const CHANGE_KIND = {
  email: 'E-mail',
  residenza: 'Indirizzo di residenza',
  recapito: 'Indirizzo di recapito',
  iban: 'Coordinate bancarie (IBAN)',
  paperless: 'Come ricevere i documenti',
} as const satisfies Record<Modifica['kind'], string>;
const CHANGE_STATE = {
  applied: "applicata, in attesa della conferma dell'agenzia",
  requested: "richiesta all'agenzia",
  settled: "registrata dall'agenzia",
  replaced: 'sostituita da una modifica successiva',
} as const satisfies Record<Modifica['state'], string>;

/** A change's value as read: an address in one line, the documents online or by post. */
function changeValue(kind: Modifica['kind'], value: string | null): string | null {
  if (value === null || kind === 'email' || kind === 'iban') return value;
  if (kind === 'paperless') return value === 'online' ? "Online, nell'area" : 'Per posta';
  const a = JSON.parse(value) as { indirizzo: string; cap: string; comune: string; provincia: string };
  return `${a.indirizzo}, ${a.cap} ${a.comune} (${a.provincia})`;
}

function changeLines(m: Modifica): PdfLine[] {
  return [
    subheading(`${formatInstant(m.createdAt)} – ${CHANGE_KIND[m.kind]}`),
    ...rows([
      ['Nuovo valore', changeValue(m.kind, m.value)],
      ['Valore precedente', changeValue(m.kind, m.previousValue)],
      ['Stato', CHANGE_STATE[m.state]],
      ['Richiesta n.', m.requestId],
    ]),
  ];
}

function policyLines(p: Polizza): PdfLine[] {
  const lines: PdfLine[] = [
    subheading(`Polizza n. ${p.numeroPolizza} – ${p.prodotto}`),
    ...rows([
      ['Stato', p.stato],
      ['Linea di prodotto', p.tipoProdotto.sicuro],
      ['Tipologia', p.tipoProdotto.tipologia],
      ['Area', p.tipoProdotto.area],
      [p.soggettoLabel ?? 'Contraente', p.soggetto],
      ['Polizza familiare', p.dossierMinore ? true : null],
      ['Data inizio', formatDay(p.dataInizio)],
      ['Data scadenza', p.dataScadenzaDescr ?? formatDay(p.dataScadenza)],
      [p.dataAnnulloDisdettaLabel ?? 'Data annullamento o disdetta', formatDay(p.dataAnnulloDisdetta)],
      ['Prossimo pagamento', formatDay(p.prossimoPagamento)],
      ['Premio', formatEuro(p.premio)],
      ['Rata', p.rata],
      ['IBAN di addebito', p.iban],
      ['Tariffa', p.tariffa],
      ['Tariffa RCA', p.tariffaRca],
      ['Marca', p.marca],
      ['Modello', p.modello],
      ['Targa', p.targa],
      ['Intermediario', p.intermediario],
      ['Filiale', p.filiale],
      ['Compagnia', p.compagnia],
      ['Domanda di adesione', p.domandaDiAdesione],
      ['Persone del nucleo', p.nPersoneNucleo],
      ['Forma', p.forma],
      ['Stato lavorativo', p.statoLavorativo],
      ['Importo del finanziamento', formatEuro(p.importoFinanziamento)],
      ['Persone assicurate', p.personeAssicurate],
      ['Numero di beni assicurati', p.nBeni],
      ['Beni assicurati', p.beni.join('; ')],
      ['Controvalore stimato', formatEuro(p.controvaloreStimato)],
    ]),
  ];
  for (const bene of p.garanzie) {
    lines.push({ text: `Garanzie – ${bene.descrizione}` });
    lines.push(
      ...rows([
        ['Intestazione', bene.intestazione],
        ["Destinazione d'uso", bene.destinazioneUso],
        ['Tipo di dimora', bene.tipoDimora],
      ]),
    );
    for (const settore of bene.settori) {
      for (const g of settore.garanzie) {
        const massimale = formatEuro(g.massimale);
        const parts = [
          settore.settore,
          g.garanzia,
          g.garanziaDescrizione,
          massimale && `massimale ${massimale}`,
        ];
        lines.push({ text: `• ${parts.filter(Boolean).join(' – ')}` });
      }
    }
  }
  for (const member of p.nucleo) {
    const cf = member.codiceFiscale ? ` (${member.codiceFiscale})` : '';
    lines.push({ text: `Nucleo: ${member.nome} ${member.cognome}${cf}` });
  }
  for (const m of p.movimenti) {
    const parts = [m.titolo, formatDay(m.dataScadenza) && `scadenza ${formatDay(m.dataScadenza)}`, m.stato];
    const premio = formatEuro(m.premio);
    lines.push({ text: `Movimento: ${[...parts, premio].filter(Boolean).join(' – ')}` });
  }
  for (const dato of p.datiTecnici) {
    const pairs = Array.from({ length: MAX_DATO_TECNICO_PAIRS }, (_, i) => [
      dato[`label${i + 1}`],
      dato[`descr${i + 1}`],
    ]).filter(([label, descr]) => isShownPair(label, descr));
    lines.push({
      text: `Dati tecnici – ${dato.datoTecnico}: ${pairs.map((pair) => pair.join(' ')).join('; ')}`,
    });
  }
  for (const r of p.riserve) {
    const parts = [
      r.fondo,
      formatDay(r.data),
      formatQuantity(r.numeroQuote) && `${formatQuantity(r.numeroQuote)} quote`,
      formatEuro(r.prezzoQuote) && `prezzo quota ${formatEuro(r.prezzoQuote)}`,
      formatEuro(r.controvalore) && `controvalore ${formatEuro(r.controvalore)}`,
    ];
    lines.push({ text: `Riserva: ${parts.filter(Boolean).join(' – ')}` });
  }
  return lines;
}

function claimLines(s: MyDataExport['sinistri'][number]): PdfLine[] {
  return [
    subheading(
      `Sinistro${s.numeroSinistroNumCompagnia ? ` n. ${s.numeroSinistroNumCompagnia}` : ''} – polizza n. ${s.numeroPolizza}`,
    ),
    ...rows([
      ['Evento', [s.evento, s.eventoDescr].filter(Boolean).join(' – ')],
      ['Stato', s.statoDescr ?? s.stato],
      ['Data sinistro', formatDay(s.dataSinistro)],
      ['Data apertura', formatDay(s.dataApertura)],
      ['Operazione', s.operazioni],
      ...Object.entries(s.dettagli),
      ...s.referenti.map(
        (r): Row => [`Referente (${r.relazione})`, [r.cognome, r.telefono].filter(Boolean).join(', ')],
      ),
    ]),
  ];
}

/** The PDF of a client's data: every section of the export, readable. */
export function myDataPdf(data: MyDataExport): Buffer {
  const { account, anagrafica } = data;
  const who = anagrafica ? `${anagrafica.nome} ${anagrafica.cognome}` : account.email;
  const lines: PdfLine[] = [
    { text: 'I miei dati – Area Clienti', style: 'title' },
    { text: `Dati di ${who} (User ID ${account.userID}), estratti il ${formatInstant(data.generatoIl)}.` },
    {
      text: "Sono tutti i dati che l'Area Clienti conserva su di te (artt. 15 e 20 del Regolamento UE 2016/679). Gli stessi dati, in un formato leggibile da un programma, sono nel file JSON che puoi scaricare dal tuo profilo. Gli indirizzi di rete degli accessi sono mostrati senza l'ultima parte.",
    },
    heading('Account'),
    ...rows([
      ['User ID', account.userID],
      ['E-mail', account.email],
      ['Cellulare', account.cellulare],
      ['Registrato il', formatInstant(account.registratoIl)],
      ['Accesso automatico dal sito della banca', account.accessoAutomatico],
      ['Avvisi per e-mail', account.avvisiEmail],
    ]),
    heading('Dati anagrafici'),
    ...(anagrafica
      ? rows([
          ['Nome', anagrafica.nome],
          ['Cognome', anagrafica.cognome],
          ['Luogo di nascita', anagrafica.cittaNascita],
          ['Codice fiscale', anagrafica.codiceFiscale],
          ['E-mail', anagrafica.email],
          ['Cellulare', anagrafica.cell],
          ...data.indirizzi.map(
            (a): Row => ['Indirizzo', `${a.indirizzo}, ${a.cap} ${a.comune} (${a.provincia})`],
          ),
        ])
      : none("L'agenzia non ha dati anagrafici collegati al tuo account.")),
    heading('Polizze'),
    ...(data.polizze.length ? data.polizze.flatMap(policyLines) : none('Nessuna polizza.')),
    heading('Sinistri'),
    ...(data.sinistri.length ? data.sinistri.flatMap(claimLines) : none('Nessun sinistro.')),
    heading('Documenti'),
    ...(data.documenti.length
      ? data.documenti.map((d) => ({
          text: `${[formatDay(d.data), d.name].filter(Boolean).join(' – ')} (polizza n. ${d.nPolizza}${d.type === 'sinistro' ? ', sinistro' : ''})`,
        }))
      : none('Nessun documento.')),
    heading('Consensi privacy'),
    ...(data.consensi.length
      ? data.consensi.flatMap((c) => [
          subheading(`${formatInstant(c.data)} – informativa ${c.type}, versione ${c.templateID}`),
          ...c.risposte.map((r) => ({
            text: `${r.valore === 'S' ? 'Acconsento' : 'Non acconsento'}: ${r.testo ?? r.chiave}`,
          })),
        ])
      : none('Nessun consenso espresso.')),
    heading('Accessi'),
    ...data.accessi.map((a) => ({
      text: `${formatInstant(a.data)} – ${deviceLabel(a)}${a.rete ? ` – rete ${a.rete}` : ''}${a.attiva ? ' – sessione aperta' : ''}${a.nuovoAccesso ? ' – nuovo accesso' : ''}`,
    })),
    heading('Richieste alla filiale'),
    ...(data.richiesteDiContatto.length
      ? data.richiesteDiContatto.flatMap(requestLines)
      : none('Nessuna richiesta.')),
    heading('Modifiche ai tuoi dati'),
    ...(data.modificheDati.length ? data.modificheDati.flatMap(changeLines) : none('Nessuna modifica.')),
  ];
  return makeTextPdf(`I miei dati – ${who}`, lines);
}
