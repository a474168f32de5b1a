/** The address form's words (issue 35 item 2, docs/decisions/0147); its errors are in ./errors. */
export const addressText = {
  country: 'Paese',
  indirizzo: 'Indirizzo',
  indirizzoHint: 'Via o piazza e numero civico.',
  cap: 'CAP',
  capAbroad: 'Codice postale',
  comune: 'Comune',
  comuneHint: 'Scrivi le prime lettere o il CAP e scegli tra i comuni suggeriti.',
  city: 'Città',
  provincia: 'Provincia',
  provinciaHint: 'Sigla di due lettere, ad esempio RM.',
  /** A suggestion: the province and the CAPs, beside the comune's name. */
  suggestion: (provincia: string, caps: readonly string[]) =>
    caps.length > 3
      ? `${provincia} · CAP da ${caps[0]} a ${caps.at(-1)}`
      : `${provincia} · CAP ${caps.join(', ')}`,
  /** Said to screen readers when suggestions come. */
  suggestionsCount: (count: number) =>
    count === 0
      ? 'Nessun comune trovato.'
      : count === 1
        ? '1 comune suggerito.'
        : `${count} comuni suggeriti.`,
  italy: 'Italia',
  required: 'Campo obbligatorio',
  tooLong: (max: number) => `Puoi inserire al massimo ${max} caratteri.`,
  noProvinceAbroad: "Per un indirizzo all'estero non serve la provincia.",
} as const;
