import { describe, expect, it } from 'vitest';
import { movimentiColumns, statoOfMovimento } from './MovimentiTab';

describe("an instalment's state in the Movimenti tab", () => {
  it("is the agency's word until a payment online settles it", () => {
    expect(statoOfMovimento({ stato: 'Da pagare', pagamentoOnline: null })).toBe('Da pagare');
    expect(statoOfMovimento({ stato: 'Pagato', pagamentoOnline: null })).toBe('Pagato');
  });

  it("says 'Pagata online il' and the day in Italy, though the feed still says 'Da pagare'", () => {
    expect(
      statoOfMovimento({ stato: 'Da pagare', pagamentoOnline: { paidAt: '2026-11-20T10:15:00.000Z' } }),
    ).toBe('Pagata online il 20/11/2026');
    // 23:30 in London on 30 November is already 1 December in Rome.
    expect(
      statoOfMovimento({ stato: 'Da pagare', pagamentoOnline: { paidAt: '2026-11-30T23:30:00.000Z' } }),
    ).toBe('Pagata online il 01/12/2026');
  });

  it('is what the state column shows, sorts and finds', () => {
    const row = {
      id: 7,
      titolo: 'Rata 1/2026',
      dataScadenza: '2026-11-10',
      stato: 'Da pagare',
      premio: 120,
      dataFoglioCassa: null,
      pagamentoOnline: { paidAt: '2026-11-20T10:15:00.000Z' },
    };
    const stato = movimentiColumns('4col').find((column) => column.key === 'stato');
    expect(stato?.cell(row)).toBe('Pagata online il 20/11/2026');
    expect(stato?.sortValue?.(row)).toBe('Pagata online il 20/11/2026');
  });
});
