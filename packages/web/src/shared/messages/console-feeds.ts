/** The console's texts (shared/messages/console.ts gathers them): feeds uploaded in the browser and the import history (decisions/0102). */
export const feedTexts = {
  feeds: {
    title: "Importa i dati dell'agenzia",
    intro:
      "Carica il feed: i file .jsonl così come sono, senza comprimerli, e gli archivi .zip dei documenti o dell'intera cartella. Il feed è controllato tutto prima di scrivere: se un record è sbagliato non viene importato nulla e ricevi il rapporto dei problemi.",
    file: 'File del feed (.jsonl o .zip, anche più di uno)',
    fileHint:
      "I file sono inviati a pezzi: se la connessione cade, l'invio riprende da dove si era fermato. Nessun limite al numero di documenti in un archivio.",
    submit: 'Carica e importa',
    noFile: 'Scegli almeno un file .jsonl o .zip.',
    board: {
      caption: 'Avanzamento dei file',
      name: 'File',
      received: 'Ricevuto',
      state: 'Stato',
      states: {
        waiting: 'In attesa',
        sending: 'Invio in corso',
        resuming: "Ripresa dopo un'interruzione",
        received: 'Ricevuto',
      },
      bytes: (received: string, total: string) => `${received} di ${total}`,
    },
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
        'I file superano lo spazio del server per i caricamenti in corso: riprova più tardi o usa npm run import sul server.',
      badType: 'Questo tipo di file non è accettato: scegli file .jsonl o archivi .zip.',
      fileCount: 'Puoi caricare al massimo 100 file alla volta.',
      dropped: "L'invio si è interrotto e non è ripreso: controlla la connessione e carica di nuovo i file.",
      incomplete: 'Non tutti i file sono arrivati al server: caricali di nuovo.',
      notAFeed: 'Il file non è un archivio .zip leggibile: comprimi di nuovo la cartella del feed e riprova.',
      unsafe:
        "L'archivio contiene percorsi fuori dalla sua cartella, lo stesso file due volte o troppi dati una volta estratto: non è stato importato nulla.",
      noFeed: "Nell'archivio non c'è alcun file .jsonl o .json del feed.",
      busy: 'Un altro import è in corso: riprova quando è terminato.',
      other:
        'Non è stato possibile caricare il feed: non è stato importato nulla. Riprova tra qualche minuto.',
    },
  },
} as const;
