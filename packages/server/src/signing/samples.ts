import type { CaiData, DamageData } from '@area-clienti/contract';

/** Sample reports: every field and the fewest, Italian letters on purpose (the tests and bench:signing). */
export const ACCENTS = 'à è é ì ò ù €';

export const fullCai: CaiData = {
  kind: 'motor',
  date: '2026-11-20',
  time: '08:35',
  place: {
    street: 'Via Nazionale 12, all’incrocio con Via Più',
    town: 'Forlì',
    country: 'IT',
    gps: { lat: 44.22254, lon: 12.04093 },
  },
  injuries: false,
  otherVehiclesDamage: false,
  objectsDamage: true,
  witnesses: [
    { name: 'Niccolò Bàrberi', address: 'Via Città di Castello 3, Perugia', phone: '+39 333 1112222' },
  ],
  vehicleA: {
    policyholder: {
      surname: 'Rossi',
      name: 'Mario',
      address: 'Via Garibaldi 1, Milano',
      postcode: '20121',
      country: 'Italia',
      phone: '+39 347 1231234',
      email: 'mario.rossi@example.it',
    },
    vehicle: { make: 'Fiat', model: 'Panda', plate: 'AB123CD', registrationCountry: 'Italia' },
    insurer: {
      name: 'Compagnia Esempio S.p.A.',
      policyNumber: 'RCA-2026-0001',
      greenCard: 'IT/123/456',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      agency: 'Agenzia Assicurativa Esempio S.r.l.',
      ownDamageCovered: true,
    },
    driver: {
      surname: 'Rossi',
      name: 'Mario',
      birthDate: '1980-05-17',
      address: 'Via Garibaldi 1, Milano',
      country: 'Italia',
      licenceNumber: 'MI1234567X',
      licenceCategory: 'B',
      licenceValidUntil: '2031-05-17',
    },
    firstImpact: 'front',
    visibleDamage: 'Paraurti anteriore ammaccato, faro destro rotto.',
    circumstances: [8],
    remarks: `Il veicolo B è ripartito dopo il semaforo. Caratteri: ${ACCENTS}`,
  },
  vehicleB: {
    policyholder: { surname: 'Bianchi', name: 'Lucia' },
    vehicle: { make: 'Renault', model: 'Clio', plate: 'EF456GH', registrationCountry: 'Italia' },
    insurer: { name: 'Altra Assicurazione S.p.A.', policyNumber: 'X-99' },
    driver: { surname: 'Bianchi', name: 'Lucia', licenceNumber: 'RM7654321Y' },
    firstImpact: 'rear',
    visibleDamage: 'Portellone posteriore deformato.',
    circumstances: [1, 17],
    remarks: 'Nessuna osservazione.',
  },
  sketch: {
    strokes: [
      [
        [0.1, 0.5],
        [0.5, 0.5],
        [0.9, 0.5],
      ],
      [
        [0.5, 0.1],
        [0.5, 0.9],
      ],
      [[0.3, 0.3]],
    ],
    layout: {
      road: 'crossroads',
      directionA: 'north',
      directionB: 'stationary',
      text: 'A procedeva verso nord; B era fermo al semaforo.',
    },
  },
  signerB: { mobile: '+39 333 9998877' },
};

export const minimalCai: CaiData = { kind: 'motor' };

export const fullDamage: DamageData = {
  kind: 'damage',
  coverage: 'water',
  description: `Perdita d’acqua dal bagno del piano di sopra: soffitto e parquet della cucina rovinati. ${ACCENTS}`,
  date: '2026-11-18',
  time: '22:10',
  place: { street: 'Via Sant’Agnese 4', town: 'Cantù', country: 'IT' },
  estimatedCents: 123_456,
  iban: 'IT60X0542811101000000123456',
  ibanHolder: 'Mario Rossi',
  injuries: false,
};

export const minimalDamage: DamageData = { kind: 'damage' };

/** A document to sign without a known policyholder nor files: the layout alone (the CAI's tests, the bench). */
export const NO_POLICYHOLDER_NOR_FILES = { policyholder: null, attachments: [] } as const;

/** The client as the agency's record names them, policyholder of the report's policy. */
export const samplePolicyholder = { name: 'Mario Rossi', taxCode: 'RSSMRA80E17F205X' };

/** Two photos and a police report, each with the SHA-256 of its bytes as kept. */
export const sampleAttachments = [
  {
    fileId: '3f0c2b1e-0a6d-4c1e-9b7e-1d2f3a4b5c01',
    name: 'soffitto.jpg',
    kind: 'photo',
    sha256: 'a'.repeat(64),
  },
  {
    fileId: '3f0c2b1e-0a6d-4c1e-9b7e-1d2f3a4b5c02',
    name: 'parquet della cucina.jpg',
    kind: 'photo',
    sha256: '0123456789abcdef'.repeat(4),
  },
  {
    fileId: '3f0c2b1e-0a6d-4c1e-9b7e-1d2f3a4b5c03',
    name: 'denuncia ai carabinieri.pdf',
    kind: 'document',
    sha256: 'fedcba9876543210'.repeat(4),
  },
] as const;
