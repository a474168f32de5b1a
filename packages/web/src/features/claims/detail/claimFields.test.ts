import type { Sinistro } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { claimFields } from './claimFields';

const sinistro: Sinistro = {
  sinistroID: 9,
  dossierID: 1,
  stato: '5',
  statoDescr: 'Chiuso con pagamento',
  evento: 'GR',
  eventoDescr: 'Grandine',
  numeroSinistroNumCompagnia: 'S-2024-001',
  numeroPolizza: 'P-123',
  dataSinistro: '2024-06-10',
  dataApertura: '2024-06-12',
  operazioni: null,
  referenti: [],
  dettagli: { Perito: 'Ing. Bianchi', 'Importo liquidato': 'EUR 1200', Vuoto: ' ' },
};

describe('claimFields', () => {
  it('lists the fixed labels in order, then the extra details, without empty values', () => {
    expect(claimFields(sinistro)).toEqual([
      { label: 'Data sinistro', value: '10/06/2024' },
      { label: 'Data apertura', value: '12/06/2024' },
      // The policy number links to the claim's policy.
      { label: 'Numero polizza', value: 'P-123', policy: true },
      { label: 'Stato', value: 'Chiuso con pagamento' },
      { label: 'Evento', value: 'Grandine' },
      { label: 'Numero sinistro', value: 'S-2024-001' },
      { label: 'Perito', value: 'Ing. Bianchi' },
      // The agency's free text, its amount written as every amount of the area.
      { label: 'Importo liquidato', value: '1.200,00\u00a0€' },
    ]);
  });

  it('falls back to the codes when the descriptions are missing', () => {
    const fields = claimFields({
      ...sinistro,
      statoDescr: null,
      eventoDescr: null,
      operazioni: 'Liquidazione',
    });
    expect(fields).toContainEqual({ label: 'Stato', value: '5' });
    expect(fields).toContainEqual({ label: 'Evento', value: 'GR' });
    expect(fields).toContainEqual({ label: 'Operazione', value: 'Liquidazione' });
  });
});
