/*
 * The texts of the documents page's filters and selection, of the catalogue's groups and of a request about
 * a product: in a module of their own, imported by the pages that show them, so that they do not weigh on
 * every page's first load as `text` does (the login and registration pages' budgets, decisions/0055).
 */

const documentsCount = (count: number) => (count === 1 ? '1 documento' : `${count} documenti`);

export const documentListText = {
  filters: 'Filtra i documenti',
  policy: 'Polizza',
  allPolicies: 'Tutte le polizze',
  type: 'Tipo',
  allTypes: 'Tutti i tipi',
  types: { dossier: 'Documenti di polizza', sinistro: 'Documenti di sinistro' },
  search: 'Cerca per nome',
  clearFilters: 'Mostra tutti i documenti',
  shown: (shown: number, total: number) =>
    shown === total ? `${documentsCount(total)} in elenco` : `${documentsCount(shown)} su ${total} in elenco`,
  noMatch: 'Nessun documento corrisponde ai filtri scelti.',
  select: 'Selezione',
  selectLabel: (name: string) => `Seleziona ${name}`,
  selectAll: 'Seleziona tutti i documenti in elenco',
  selected: (count: number) =>
    count === 0
      ? 'Nessun documento selezionato'
      : count === 1
        ? '1 documento selezionato'
        : `${count} documenti selezionati`,
  downloadZip: 'Scarica selezionati (ZIP)',
  zipNothingSelected: 'Seleziona almeno un documento da scaricare.',
  zipTooMany: (max: number) => `Puoi scaricare al massimo ${max} documenti alla volta.`,
  zipError: 'Non è stato possibile scaricare i documenti selezionati. Riprova più tardi.',
  zipStarted: (count: number) => `Download di ${documentsCount(count)} avviato.`,
} as const;

export const productText = {
  filter: 'Mostra i prodotti di',
  allGroups: 'Tutte le aree',
  shown: (count: number, group: string | null) => {
    const products = count === 1 ? '1 prodotto' : `${count} prodotti`;
    return group ? `${products} dell'area ${group}` : `${products} in tutte le aree`;
  },
  /** The contact form's message when the client asks about a product ('Richiedi informazioni'). */
  aboutProduct: (title: string, group: string) =>
    `Vorrei ricevere informazioni sul prodotto ${title} (${group}).`,
} as const;
