/** The console's texts (shared/messages/console.ts gathers them): feeds uploaded in the browser and the import history (decisions/0102). */
export const feedTexts = {
  feeds: {
    title: "Importa i dati dell'agenzia",
    intro:
      'Carica il feed: la cartella compressa in un file .zip (con i documenti) oppure un solo file .jsonl. Il feed è controllato tutto prima di scrivere: se un record è sbagliato non viene importato nulla e ricevi il rapporto dei problemi.',
    file: 'File del feed (.zip o .jsonl)',
    fileHint: 'Per i feed molto grandi usa il comando npm run import sul server.',
    submit: 'Carica e importa',
    noFile: 'Scegli un file .zip o .jsonl.',
    progressLabel: "Avanzamento dell'import",
    phase: {
      sending: 'Invio del file',
      unpacking: "Estrazione dell'archivio",
      reading: 'Lettura del feed',
      checking: 'Controllo dei record',
      writing: 'Scrittura dei dati',
    },
    imported: (file: string) => `Il feed ${file} è stato importato.`,
    refused: (file: string, count: number) =>
      `Il feed ${file} non è stato importato: ${count === 1 ? '1 problema' : `${count} problemi`}. Correggi e caricalo di nuovo.`,
    notices: (count: number) => `Avvisi ai clienti in coda: ${count}.`,
    report: 'Rapporto dei problemi',
    reportShown: (shown: number, total: number) =>
      `Sono elencati i primi ${shown} problemi su ${total}: il CSV contiene tutti quelli elencati dal controllo.`,
    downloadReport: 'Scarica il rapporto (CSV)',
    downloadFailed: 'Non è stato possibile scaricare il rapporto. Riprova.',
    columns: { file: 'File', line: 'Riga', record: 'Record', field: 'Campo', why: 'Messaggio' },
    counts: {
      caption: 'Record per tipo',
      type: 'Tipo',
      created: 'Creati',
      updated: 'Aggiornati',
      removed: 'Rimossi',
      unchanged: 'Invariati',
    },
    types: {
      branch: 'Filiali',
      repairCentre: 'Centri di riparazione',
      client: 'Clienti',
      dossier: 'Polizze',
      claim: 'Sinistri',
      document: 'Documenti',
    },
    history: 'Storico degli import',
    historyEmpty: 'Nessun import finora.',
    historyColumns: {
      when: 'Quando',
      by: 'Chi (User ID)',
      file: 'File',
      duration: 'Durata',
      outcome: 'Esito',
    },
    historyImported: 'Importato',
    historyRefused: (count: number) => `Rifiutato: ${count === 1 ? '1 problema' : `${count} problemi`}`,
    historyNothing: 'Nessun record',
    historyMore: 'Mostra import precedenti',
    countsLine: (type: string, c: { created: number; updated: number; removed: number; unchanged: number }) =>
      `${type}: ${c.created} creati, ${c.updated} aggiornati, ${c.removed} rimossi, ${c.unchanged} invariati`,
    reportOf: (file: string) => `Scarica il rapporto CSV di ${file}`,
    seconds: (ms: number) => `${(ms / 1000).toLocaleString('it-IT', { maximumFractionDigits: 1 })} s`,
    errors: {
      tooLarge:
        'Il file è troppo grande per il caricamento dalla console: per i feed più grandi usa npm run import sul server.',
      badType: 'Questo tipo di file non è accettato: scegli un file .zip (la cartella del feed) o .jsonl.',
      fileCount: 'Scegli un solo file .zip o .jsonl.',
      notAFeed: 'Il file non è un archivio .zip leggibile: comprimi di nuovo la cartella del feed e riprova.',
      unsafe:
        "L'archivio contiene percorsi fuori dalla sua cartella, troppi file o troppi dati una volta estratto: non è stato importato nulla.",
      noFeed: "Nell'archivio non c'è alcun file .jsonl o .json del feed.",
      busy: 'Un altro import è in corso: riprova quando è terminato.',
      other:
        'Non è stato possibile caricare il feed: non è stato importato nulla. Riprova tra qualche minuto.',
    },
  },
} as const;
