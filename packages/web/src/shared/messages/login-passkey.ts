/*
 * The login page's "Accedi con passkey" (ours: docs/decisions/0093), apart from ./index so that only the
 * login page carries it: every other page's first load is at its budget.
 */
export const loginPasskeyTexts = {
  or: 'oppure',
  button: 'Accedi con passkey',
  hint: "Usa l'impronta, il volto o il PIN del tuo dispositivo, o la passkey del tuo telefono.",
};
