import type { CaiData } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { pdftotext } from '../test/poppler.js';
import { renderCaiPdf, renderDamagePdf } from './index.js';
import { fullCai, minimalDamage, NO_POLICYHOLDER_NOR_FILES } from './samples.js';

/** The accidents of real life in the CAI's PDF (issue 34 items 2-3, docs/decisions/0136), read by pdftotext. */
const words = (text: string) => text.replace(/\s+/g, ' ');
const REPORT = {
  reportId: '7f1c1e2a-4b0e-4a57-9d59-2f1b7c3e9a10',
  agencyName: 'Agenzia Esempio',
  createdAt: '2026-11-20T08:05:00Z',
};
const render = async (data: CaiData) =>
  words(await pdftotext(await renderCaiPdf({ ...REPORT, data, attachments: [] })));
const INSPECTION = {
  place: 'Carrozzeria Bianchi, Via Po 3, Milano',
  days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'],
  from: '09:00',
  to: '17:30',
  notes: 'Citofonare al titolare',
};
const { vehicleB: _b, ...withoutB } = fullCai;

describe('the kinds of accident in the CAI', () => {
  it('one vehicle: B is not named, its column and signature say so; the inspection is printed', async () => {
    const text = await render({ ...withoutB, accidentKind: 'singleVehicle', inspection: INSPECTION });
    expect(text).toContain('Incidente: Solo il mio veicolo');
    expect(text).toContain('Incidente con un solo veicolo: nessun veicolo B.');
    expect(text).toContain('Nessun conducente B da far firmare.');
    expect(text).not.toContain('6. Contraente / Assicurato (B)');
    expect(text).toContain('Dati della denuncia oltre il modulo');
    for (const expected of [
      'Disponibilità per la perizia del veicolo danneggiato (art. 148 CAP)',
      'Carrozzeria Bianchi, Via Po 3, Milano',
      '23/11/2026, 24/11/2026, 25/11/2026, 26/11/2026, 27/11/2026',
      'dalle 09:00 alle 17:30',
      'Citofonare al titolare',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('hit-and-run: what was seen and the report to the police', async () => {
    const text = await render({
      ...withoutB,
      place: { street: 'Route de Menton', town: 'Nice', country: 'FR' },
      accidentKind: 'hitAndRun',
      hitAndRun: {
        where: 'Incrocio Via Po / Via Roma, fuggito verso il centro',
        seen: 'Utilitaria che ha urtato lo specchietto',
        platePart: 'FK3',
        colour: 'Rosso',
        make: 'Fiat',
        report: {
          body: 'carabinieri',
          office: 'Stazione di Milano Duomo',
          date: '2026-11-20',
          reference: 'PR-77',
        },
      },
    });
    expect(text).toContain('Veicolo B non identificato o allontanatosi dal luogo');
    for (const expected of [
      'Incidente: L’altro veicolo non è identificato o si è allontanato',
      'Incrocio Via Po / Via Roma, fuggito verso il centro',
      'Utilitaria che ha urtato lo specchietto',
      'FK3',
      'Rosso',
      'Carabinieri, Stazione di Milano Duomo',
      '20/11/2026',
      'PR-77',
      // The country of the place.
      'Nice (FR)',
      'Disponibilità Non indicata',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('three or more vehicles, injured persons with consent, trailer, authority and tax codes', async () => {
    const text = await render({
      ...fullCai,
      accidentKind: 'multiVehicle',
      injuries: true,
      healthConsent: true,
      injured: [
        {
          surname: 'Verdi',
          name: 'Anna',
          role: 'passenger',
          vehicle: 'C',
          birthDate: '1990-05-01',
          taxCode: 'VRDNNA90E41F205X',
          injuries: 'Colpo di frusta',
          care: 'firstAid',
          hospital: 'Niguarda',
        },
      ],
      authority: { body: 'polstrada', office: 'Sottosezione di Milano', reference: 'V-123' },
      otherVehicles: [
        {
          policyholder: { surname: 'Gialli', name: 'Ugo', taxCode: 'GLLGUO70A01F205Z' },
          vehicle: { plate: 'B-AB 1234', registrationCountry: 'Germania', make: 'VW' },
          insurer: { name: 'Allianz Versicherung' },
          driver: { surname: 'Gialli', name: 'Ugo' },
        },
      ],
      vehicleA: {
        ...fullCai.vehicleA,
        policyholder: { ...fullCai.vehicleA?.policyholder, taxCode: 'RSSMRA80E17F205X' },
        vehicle: {
          ...fullCai.vehicleA?.vehicle,
          trailer: { plate: 'XA123BC', registrationCountry: 'Italia' },
        },
      },
    });
    for (const expected of [
      'Incidente: Tre o più veicoli',
      'veicoli C (dopo il',
      'Sì: 1 (elenco dopo il modulo)',
      'Veicolo C',
      'B-AB 1234',
      'Germania',
      'Allianz Versicherung',
      'GLLGUO70A01F205Z',
      'Verdi Anna',
      'Passeggero del veicolo C',
      'VRDNNA90E41F205X',
      'Colpo di frusta',
      'Primo soccorso o pronto soccorso: Niguarda',
      'Polizia Stradale, Sottosezione di Milano',
      'V-123',
      'Codice fiscale contraente A RSSMRA80E17F205X',
      'Rimorchio A XA123BC (Italia)',
      'Rimorchio XA123BC (Italia)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('injured people without the consent: no health detail, the branch will call', async () => {
    const text = await render({ ...fullCai, injuries: true });
    expect(text).toContain('Sì (dati sanitari non raccolti: la filiale chiamerà)');
    expect(text).toContain(
      'i dati dei feriti non sono stati raccolti online e la filiale contatterà il cliente',
    );
  });

  it('the damage report prints the inspection and the injuries told without consent', async () => {
    const text = words(
      await pdftotext(
        await renderDamagePdf({
          ...REPORT,
          ...NO_POLICYHOLDER_NOR_FILES,
          policy: { numeroPolizza: 'CASA1', prodotto: 'Casa' },
          data: { ...minimalDamage, injuries: true, inspection: INSPECTION },
        }),
      ),
    );
    expect(text).toContain('Disponibilità per la perizia del bene danneggiato (art. 148 CAP)');
    expect(text).toContain('dalle 09:00 alle 17:30');
    expect(text).toContain('la filiale contatterà il cliente');
  });
});
