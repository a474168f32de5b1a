import { HEALTH_EVENTS, INJURY_EVENTS, LOAN_EVENTS } from './claims.js';
import { fullName, makeFamily } from './people.js';
import { AS_OF, type ProductPlan } from './policy.js';
import { nucleoOf } from './products-damage.js';
import { addMonths, euro } from './random.js';

const injuryCover = [
  { garanzia: 'Morte', massimale: 100_000 },
  { garanzia: 'Invalidità permanente', garanziaDescrizione: 'Franchigia 3%', massimale: 150_000 },
  { garanzia: 'Diaria da ricovero', garanziaDescrizione: 'Per ogni giorno di ricovero', massimale: 50 },
  { garanzia: 'Rimborso spese mediche', massimale: 5_000 },
];

const EMPLOYMENT = [
  'Lavoratore dipendente privato',
  'Dipendente pubblico',
  'Lavoratore autonomo',
  'Libero professionista',
];

export const PERSON_PLANS: readonly ProductPlan[] = [
  {
    prodotto: 'Infortuni Famiglia',
    tipoProdotto: { sicuro: 'Persona', tipologia: 'Infortuni', area: 'Persona' },
    weight: 8,
    ramo: 'danni',
    numberPrefix: '4',
    premio: [110, 480],
    rate: ['Annuale', 'Semestrale'],
    startedWithinYears: 8,
    details(random, holder) {
      const members = makeFamily(random, holder.person, holder.home);
      const child = members.find((member) => member.nascita > addMonths(AS_OF, -18 * 12));
      // A policy on a child alone is a 'dossier minore': the parent holds it, the child is insured.
      if (child && random.chance(0.3)) {
        return {
          soggetto: fullName(child),
          soggettoLabel: 'Assicurato minore',
          dossierMinore: true,
          personeAssicurate: fullName(child),
          beni: [
            { descrizione: fullName(child), settori: [{ settore: 'Infortuni', garanzie: injuryCover }] },
          ],
        };
      }
      return {
        ...nucleoOf(members),
        personeAssicurate: members.map(fullName).join(', '),
        beni: members.map((member) => ({
          descrizione: fullName(member),
          settori: [{ settore: 'Infortuni', garanzie: injuryCover }],
        })),
      };
    },
    claimEvents: INJURY_EVENTS,
    documents: ['Condizioni di assicurazione Infortuni Famiglia', 'Questionario sanitario'],
  },
  {
    prodotto: 'Salute Più',
    tipoProdotto: { sicuro: 'Salute', tipologia: 'Rimborso spese mediche', area: 'Persona' },
    weight: 7,
    ramo: 'danni',
    numberPrefix: '6',
    premio: [380, 1_900],
    rate: ['Annuale', 'Semestrale', 'Mensile'],
    startedWithinYears: 6,
    details: (random, holder) => ({
      soggettoLabel: 'Assicurato',
      personeAssicurate: fullName(holder.person),
      beni: [
        {
          descrizione: fullName(holder.person),
          settori: [
            {
              settore: 'Ricoveri',
              garanzie: [
                { garanzia: 'Ricovero con intervento', massimale: random.pick([100_000, 150_000, 250_000]) },
                { garanzia: 'Ricovero senza intervento', massimale: 50_000 },
              ],
            },
            {
              settore: 'Visite ed esami',
              garanzie: [
                { garanzia: 'Visite specialistiche', garanziaDescrizione: 'Scoperto 20%', massimale: 2_000 },
                { garanzia: 'Alta diagnostica', massimale: 5_000 },
              ],
            },
            {
              settore: 'Prevenzione',
              garanzie: [{ garanzia: 'Check-up annuale', garanziaDescrizione: 'In strutture convenzionate' }],
            },
          ],
        },
      ],
    }),
    claimEvents: HEALTH_EVENTS,
    documents: [
      'Condizioni di assicurazione Salute Più',
      'Questionario sanitario',
      'Elenco strutture convenzionate',
    ],
  },
  {
    prodotto: 'Protezione Mutuo',
    tipoProdotto: { sicuro: 'Persona', tipologia: 'Protezione del credito', area: 'Persona' },
    weight: 5,
    ramo: 'danni',
    numberPrefix: '4',
    premio: [180, 950],
    rate: ['Annuale', 'Premio unico'],
    startedWithinYears: 12,
    term: [10, 30],
    details(random, holder) {
      const loan = random.int(60, 350) * 1_000;
      return {
        soggettoLabel: 'Assicurato',
        forma: 'Temporanea caso morte a capitale decrescente',
        statoLavorativo: random.pick(EMPLOYMENT),
        importoFinanziamento: loan,
        personeAssicurate: fullName(holder.person),
        datiTecnici: [
          {
            datoTecnico: 'Finanziamento',
            pairs: [
              { label: 'Istituto erogante', descr: `${holder.branch.bank} S.p.A.` },
              {
                label: 'Tipo',
                descr: random.pick(['Mutuo prima casa', 'Mutuo seconda casa', 'Prestito personale']),
              },
              { label: 'Capitale finanziato', descr: euro(loan) },
            ],
          },
        ],
      };
    },
    claimEvents: LOAN_EVENTS,
    documents: ['Condizioni di assicurazione Protezione Mutuo', 'Piano di ammortamento'],
  },
];
