import { type Random, Weighted } from './random.js';

/** A comune where clients are born and live: its codice catastale (for the codice fiscale), CAP and phone prefix. */
export interface Comune {
  nome: string;
  codiceCatastale: string;
  provincia: string;
  /** The comune's CAP, or the first and last of a city with several. */
  cap: string | readonly [string, string];
  prefisso: string;
  /** Inhabitants, in thousands: how often the comune comes up. */
  abitanti: number;
}

type ComuneRow = [string, string, string, string | [string, string], string, number];

/** The larger comuni of every region (ISTAT codes and 2011 census population). */
const COMUNE_ROWS: ComuneRow[] = [
  ['Roma', 'H501', 'RM', ['00118', '00199'], '06', 2617],
  ['Milano', 'F205', 'MI', ['20121', '20162'], '02', 1242],
  ['Napoli', 'F839', 'NA', ['80121', '80147'], '081', 962],
  ['Torino', 'L219', 'TO', ['10121', '10156'], '011', 872],
  ['Palermo', 'G273', 'PA', ['90121', '90151'], '091', 658],
  ['Genova', 'D969', 'GE', ['16121', '16167'], '010', 586],
  ['Bologna', 'A944', 'BO', ['40121', '40141'], '051', 371],
  ['Firenze', 'D612', 'FI', ['50121', '50145'], '055', 358],
  ['Bari', 'A662', 'BA', ['70121', '70132'], '080', 316],
  ['Catania', 'C351', 'CT', ['95121', '95131'], '095', 294],
  ['Venezia', 'L736', 'VE', ['30121', '30176'], '041', 261],
  ['Verona', 'L781', 'VR', ['37121', '37142'], '045', 253],
  ['Messina', 'F158', 'ME', ['98121', '98168'], '090', 243],
  ['Padova', 'G224', 'PD', ['35121', '35143'], '049', 206],
  ['Trieste', 'L424', 'TS', ['34121', '34151'], '040', 202],
  ['Taranto', 'L049', 'TA', ['74121', '74123'], '099', 200],
  ['Brescia', 'B157', 'BS', ['25121', '25136'], '030', 190],
  ['Prato', 'G999', 'PO', '59100', '0574', 185],
  ['Reggio Calabria', 'H224', 'RC', ['89121', '89135'], '0965', 181],
  ['Modena', 'F257', 'MO', ['41121', '41126'], '059', 179],
  ['Parma', 'G337', 'PR', ['43121', '43126'], '0521', 176],
  ['Perugia', 'G478', 'PG', ['06121', '06135'], '075', 162],
  ['Reggio Emilia', 'H223', 'RE', ['42121', '42124'], '0522', 162],
  ['Livorno', 'E625', 'LI', ['57121', '57128'], '0586', 157],
  ['Ravenna', 'H199', 'RA', ['48121', '48125'], '0544', 154],
  ['Cagliari', 'B354', 'CA', ['09121', '09134'], '070', 150],
  ['Foggia', 'D643', 'FG', ['71121', '71122'], '0881', 147],
  ['Rimini', 'H294', 'RN', ['47921', '47924'], '0541', 140],
  ['Salerno', 'H703', 'SA', ['84121', '84135'], '089', 133],
  ['Ferrara', 'D548', 'FE', ['44121', '44124'], '0532', 133],
  ['Sassari', 'I452', 'SS', '07100', '079', 124],
  ['Monza', 'F704', 'MB', '20900', '039', 120],
  ['Siracusa', 'I754', 'SR', '96100', '0931', 118],
  ['Latina', 'E472', 'LT', '04100', '0773', 118],
  ['Pescara', 'G482', 'PE', ['65121', '65129'], '085', 117],
  ['Forlì', 'D704', 'FC', ['47121', '47122'], '0543', 116],
  ['Bergamo', 'A794', 'BG', ['24121', '24129'], '035', 115],
  ['Trento', 'L378', 'TN', ['38121', '38123'], '0461', 114],
  ['Vicenza', 'L840', 'VI', '36100', '0444', 112],
  ['Terni', 'L117', 'TR', '05100', '0744', 109],
  ['Giugliano in Campania', 'E054', 'NA', '80014', '081', 109],
  ['Bolzano', 'A952', 'BZ', '39100', '0471', 103],
  ['Novara', 'F952', 'NO', '28100', '0321', 102],
  ['Ancona', 'A271', 'AN', ['60121', '60131'], '071', 100],
  ['Piacenza', 'G535', 'PC', ['29121', '29122'], '0523', 100],
  ['Udine', 'L483', 'UD', '33100', '0432', 98],
  ['Arezzo', 'A390', 'AR', '52100', '0575', 98],
  ['Cesena', 'C573', 'FC', ['47521', '47522'], '0547', 96],
  ['Pesaro', 'G479', 'PU', ['61121', '61122'], '0721', 94],
  ['La Spezia', 'E463', 'SP', ['19121', '19137'], '0187', 93],
  ['Lecce', 'E506', 'LE', '73100', '0832', 90],
  ['Alessandria', 'A182', 'AL', ['15121', '15122'], '0131', 89],
  ['Catanzaro', 'C352', 'CZ', '88100', '0961', 89],
  ['Pistoia', 'G713', 'PT', '51100', '0573', 89],
  ['Brindisi', 'B180', 'BR', '72100', '0831', 89],
  ['Lucca', 'E715', 'LU', '55100', '0583', 87],
  ['Torre del Greco', 'L259', 'NA', '80059', '081', 86],
  ['Pisa', 'G702', 'PI', ['56121', '56128'], '050', 86],
  ['Como', 'C933', 'CO', '22100', '031', 82],
  ['Guidonia Montecelio', 'E263', 'RM', '00012', '0774', 81],
  ['Treviso', 'L407', 'TV', '31100', '0422', 81],
  ['Pozzuoli', 'G964', 'NA', '80078', '081', 80],
  ['Varese', 'L682', 'VA', '21100', '0332', 80],
  ['Busto Arsizio', 'B300', 'VA', '21052', '0331', 80],
  ['Grosseto', 'E202', 'GR', '58100', '0564', 79],
  ['Sesto San Giovanni', 'I690', 'MI', '20099', '02', 77],
  ['Caserta', 'B963', 'CE', '81100', '0823', 76],
  ['Asti', 'A479', 'AT', '14100', '0141', 74],
  ['Cinisello Balsamo', 'C707', 'MI', '20092', '02', 71],
  ['Cremona', 'D150', 'CR', '26100', '0372', 70],
  ['Cosenza', 'D086', 'CS', '87100', '0984', 69],
  ['Trapani', 'L331', 'TP', '91100', '0923', 69],
  ['Pavia', 'G388', 'PV', '27100', '0382', 68],
  ['Imola', 'E289', 'BO', '40026', '0542', 68],
  ['Fiumicino', 'M297', 'RM', '00054', '06', 68],
  ['Carpi', 'B819', 'MO', '41012', '059', 67],
  ["L'Aquila", 'A345', 'AQ', '67100', '0862', 67],
  ['Potenza', 'G942', 'PZ', '85100', '0971', 67],
  ['Civitavecchia', 'C773', 'RM', '00053', '0766', 51],
  ['Santa Marinella', 'I255', 'RM', '00058', '0766', 17],
  ['Aosta', 'A326', 'AO', '11100', '0165', 34],
  ['Campobasso', 'B519', 'CB', '86100', '0874', 49],
  ['Siena', 'I726', 'SI', '53100', '0577', 53],
  ['Viterbo', 'M082', 'VT', '01100', '0761', 63],
  ['Frosinone', 'D810', 'FR', '03100', '0775', 47],
  ['Avellino', 'A509', 'AV', '83100', '0825', 54],
  ['Benevento', 'A783', 'BN', '82100', '0824', 61],
  ['Matera', 'F052', 'MT', '75100', '0835', 60],
  ['Mantova', 'E897', 'MN', '46100', '0376', 47],
  ['Lecco', 'E507', 'LC', '23900', '0341', 47],
  ['Rho', 'H264', 'MI', '20017', '02', 50],
  ['Legnano', 'E514', 'MI', '20025', '0331', 58],
];

export const COMUNI: readonly Comune[] = COMUNE_ROWS.map(
  ([nome, codiceCatastale, provincia, cap, prefisso, abitanti]) => ({
    nome,
    codiceCatastale,
    provincia,
    cap,
    prefisso,
    abitanti,
  }),
);

const byPopulation = new Weighted(COMUNI, (comune) => comune.abitanti);

export const pickComune = (random: Random): Comune => byPopulation.pick(random);

/** A place of birth abroad: the country's code stands for the comune in the codice fiscale. */
export interface BirthPlace {
  nome: string;
  codiceCatastale: string;
}

/** Countries where Italian families emigrated, whose children came back. */
const COUNTRIES: readonly BirthPlace[] = [
  { nome: 'Germania', codiceCatastale: 'Z112' },
  { nome: 'Svizzera', codiceCatastale: 'Z133' },
  { nome: 'Belgio', codiceCatastale: 'Z103' },
  { nome: 'Francia', codiceCatastale: 'Z110' },
  { nome: 'Argentina', codiceCatastale: 'Z600' },
];

export function pickBirthPlace(random: Random, home: Comune): BirthPlace {
  if (random.chance(0.03)) return random.pick(COUNTRIES);
  // Most people live where they were born.
  return random.chance(0.6) ? home : pickComune(random);
}

export function capOf(random: Random, comune: Comune): string {
  if (typeof comune.cap === 'string') return comune.cap;
  const [first, last] = comune.cap;
  return String(random.int(Number(first), Number(last))).padStart(5, '0');
}

const STREETS = [
  'Via Roma',
  'Via Giuseppe Garibaldi',
  'Via Giuseppe Mazzini',
  'Corso Vittorio Emanuele II',
  'Via Dante Alighieri',
  'Via Giuseppe Verdi',
  'Via Camillo Benso di Cavour',
  'Viale della Repubblica',
  'Via Guglielmo Marconi',
  'Piazza della Libertà',
  'Via XX Settembre',
  'Via Giacomo Matteotti',
  'Via Antonio Gramsci',
  'Via dei Mille',
  'Via San Francesco',
  'Via Alessandro Manzoni',
  'Via Giacomo Leopardi',
  'Via Giosuè Carducci',
  'Via Cristoforo Colombo',
  'Via John Fitzgerald Kennedy',
  'Via Nazionale',
  'Via Giovanni Pascoli',
  'Via IV Novembre',
  'Via Galileo Galilei',
  'Via Amerigo Vespucci',
  'Via delle Rose',
  'Via dei Pini',
  'Viale Europa',
  'Via Giacomo Puccini',
  'Via Vincenzo Bellini',
  'Via Trieste',
  'Via Trento',
  'Corso Italia',
  'Via Piave',
  'Via Monte Grappa',
  'Via della Stazione',
  'Via Aldo Moro',
  'Via Sandro Pertini',
  'Via Enrico Fermi',
  'Largo Luigi Einaudi',
];

export const pickStreet = (random: Random) => `${random.pick(STREETS)} ${random.int(1, 180)}`;

export interface Address {
  indirizzo: string;
  comune: string;
  cap: string;
  provincia: string;
}

export function addressIn(random: Random, comune: Comune): Address {
  return {
    indirizzo: pickStreet(random),
    comune: comune.nome,
    cap: capOf(random, comune),
    provincia: comune.provincia,
  };
}

/** A landline in the comune's district, written as Italians do: "06 5551 2345". */
export function landline(random: Random, comune: Comune): string {
  const digits = random.digits(10 - comune.prefisso.length);
  return `${comune.prefisso} ${digits.slice(0, 4)} ${digits.slice(4)}`;
}

/** The prefixes of the Italian mobile operators. */
const MOBILE_PREFIXES = [
  '320',
  '324',
  '327',
  '328',
  '329',
  '330',
  '331',
  '333',
  '334',
  '335',
  '336',
  '337',
  '338',
  '339',
  '340',
  '342',
  '345',
  '346',
  '347',
  '348',
  '349',
  '350',
  '351',
  '366',
  '370',
  '371',
  '377',
  '380',
  '388',
  '389',
  '391',
  '392',
  '393',
];

/** A mobile number with the country code, as the contract wants it: +393331234567. */
export const mobile = (random: Random) => `+39${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`;

/** Letters of Italian number plates (no I, O, Q, U). */
const PLATE_LETTERS = [...'ABCDEFGHJKLMNPRSTVWXYZ'];
const plateLetters = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.pick(PLATE_LETTERS)).join('');

/** A car's plate, AA123BB; a motorcycle's, AA12345. */
export function numberPlate(random: Random, vehicle: 'auto' | 'moto'): string {
  return vehicle === 'auto'
    ? `${plateLetters(random, 2)}${random.digits(3)}${plateLetters(random, 2)}`
    : `${plateLetters(random, 2)}${random.digits(5)}`;
}
