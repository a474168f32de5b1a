/** The circumstances ticked for a vehicle (CAI section 12): each number once, in the form's order. */
export function toggleCircumstance(ticked: readonly number[], code: number, on: boolean): number[] {
  const rest = ticked.filter((value) => value !== code);
  return (on ? [...rest, code] : rest).sort((a, b) => a - b);
}

/** The count the form asks to write under the boxes, as the client reads it. */
export const circumstancesCount = (count: number) =>
  count === 1 ? '1 casella selezionata' : `${count} caselle selezionate`;
