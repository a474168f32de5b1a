/**
 * The texts of the accidents of real life in "Denuncia un sinistro" (issue 34 items 2-3, docs/decisions/0136):
 * the kind of accident, the vehicle that fled, the vehicles beyond B, the injured persons, the authorities,
 * the trailer, the inspection days, the tax codes, and the way out to the branch. The wizard's chunk only.
 */
export const claimAccidentText = {
  kindLegend: 'Che tipo di incidente è?',
  kindHint: 'Scegli il caso che descrive l’incidente: ti chiediamo solo i dati che servono.',
  // Steps
  fledStep: 'Il veicolo non identificato',
  othersStep: 'Gli altri veicoli',
  // Place
  placeCountry: 'Paese in cui è avvenuto',
  // Hit-and-run
  fledIntro:
    'Racconta quello che hai visto dell’altro veicolo. Per questi sinistri serve la denuncia alle autorità (Polizia o Carabinieri): se non l’hai ancora fatta, falla al più presto e poi completa qui.',
  fledWhere: 'Dove è avvenuto e dove si è diretto l’altro veicolo',
  fledSeen: 'Che cosa hai visto (l’altro veicolo, il conducente, come è successo)',
  fledPlate: 'Parte della targa che ricordi',
  fledColour: 'Colore',
  fledMake: 'Marca o modello',
  fledReport: 'La denuncia alle autorità',
  fledReportBody: 'Presentata a',
  fledReportOffice: 'Comando o stazione',
  fledReportDate: 'Data della denuncia',
  fledReportReference: 'Numero o riferimento della denuncia',
  // Other vehicles
  othersIntro: (max: number) =>
    `Indica i dati degli altri veicoli coinvolti oltre al tuo (A) e al veicolo B, fino a ${max} veicoli.`,
  otherVehicle: (letter: string) => `Veicolo ${letter}`,
  addOther: 'Aggiungi un veicolo',
  removeOther: (letter: string) => `Elimina il veicolo ${letter}`,
  othersMax: 'Hai indicato il numero massimo di veicoli che puoi inserire online.',
  othersNoData: 'Non ho i dati di tutti i veicoli coinvolti',
  // Injured
  injuredIntro:
    'Puoi indicarci chi si è fatto male. I dati sulle lesioni sono dati relativi alla salute: li raccogliamo solo con il tuo consenso esplicito.',
  withoutConsent:
    'Hai indicato che ci sono feriti senza dare il consenso ai dati sulla salute: va bene così. Non raccogliamo i dati dei feriti online; la tua filiale ti chiamerà per completarli. Nel documento e all’agenzia risulterà che ci sono feriti.',
  injuredList: 'Persone ferite',
  withoutConsentShort: 'Sì, senza dati sanitari: la filiale ti chiamerà',
  injuredPerson: (n: number) => `Persona ferita ${n}`,
  addInjured: 'Aggiungi una persona ferita',
  removeInjured: (n: number) => `Elimina la persona ferita ${n}`,
  injuredRole: 'Chi era',
  injuredVehicle: 'Su quale veicolo',
  injuredInjuries: 'Lesioni, come riferite',
  injuredCare: 'Cure ricevute',
  injuredHospital: 'Ospedale o pronto soccorso',
  // Authorities
  authorityLegend: 'Sono intervenute le autorità?',
  authorityOffice: 'Comando o ufficio',
  authorityReference: 'Numero del verbale o riferimento',
  // Trailer, tax codes, foreign plates
  trailerPlate: 'Targa del rimorchio (se presente)',
  trailerCountry: 'Stato di immatricolazione del rimorchio',
  registrationHint: 'Per una targa estera indica lo Stato che l’ha rilasciata.',
  taxCode: 'Codice fiscale',
  taxCodeHolderHint: 'Per una società, la partita IVA.',
  taxCodeInvalid: 'Il codice fiscale non è valido: controlla i 16 caratteri.',
  // Inspection (art. 148)
  inspectionLegend: 'Quando il perito può vedere il veicolo',
  inspectionLegendDamage: 'Quando il perito può vedere i danni',
  inspectionIntro: (min: number) =>
    `Per legge (art. 148 del Codice delle Assicurazioni) la richiesta di risarcimento indica dove e quando si possono vedere i danni: scegli almeno ${min} giorni lavorativi.`,
  inspectionLegendShort: 'Sopralluogo del perito',
  inspectionPlace: 'Dove (indirizzo o carrozzeria)',
  inspectionDays: 'Giorni disponibili',
  inspectionChosen: (n: number, min: number) =>
    n === 1 ? `1 giorno scelto su almeno ${min}` : `${n} giorni scelti su almeno ${min}`,
  inspectionFrom: 'Dalle ore',
  inspectionTo: 'Alle ore',
  inspectionNotes: 'Note per il perito',
  inspectionInvalid:
    'Indica almeno cinque giorni lavorativi a partire da domani (dal lunedì al venerdì, festivi esclusi) e un orario che finisca dopo l’inizio.',
  inspectionHours: 'L’orario deve finire dopo l’inizio.',
  inspectionPastDay: 'Togli i giorni di oggi o già passati: il perito può venire solo da domani in poi.',
  // Exit
  exitTitle: 'Se non riesci a completare la denuncia online',
  exitText:
    'Non sei obbligato a farlo da qui: chiama la tua filiale, che raccoglie la denuncia con te. Ricorda che il sinistro va denunciato entro tre giorni.',
  exitNoBranch: 'Chiama l’agenzia: trovi i recapiti nella pagina dei contatti.',
  exitContacts: 'Vai ai contatti',
  emergency: 'In caso di emergenza chiama il',
  claimsLine: 'Linea sinistri dell’agenzia:',
} as const;
