/** An instalment of the policy's Movimenti tab paid online (decisions/0152). */
export const instalmentText = {
  /** In place of the agency's state, which says 'Da pagare' until its feed catches up. */
  paidOnline: (day: string) => `Pagata online il ${day}`,
};
