/** An address as the area shows it. */
export interface ShownAddress {
  indirizzo: string;
  cap: string;
  comune: string;
  provincia: string;
  country: string;
}

/** An address on one line, as a letter's envelope has it: the country only when it is not Italy. */
export const addressLine = (a: ShownAddress) =>
  [
    a.indirizzo,
    `${a.cap} ${a.comune}${a.provincia ? ` (${a.provincia})` : ''}`,
    a.country === 'IT' ? '' : a.country,
  ]
    .filter(Boolean)
    .join(', ');

/** A change's value (JSON of an address) on one line; the text itself when it is not one. */
export function addressValueLine(value: string): string {
  try {
    return addressLine(JSON.parse(value) as ShownAddress);
  } catch {
    return value;
  }
}
