import { codiceFiscale, MAX_OMOCODIA } from './codice-fiscale.js';
import { type BirthPlace, type Comune, pickBirthPlace } from './italian-places.js';
import { type Random, Weighted } from './random.js';

const MALE_NAMES = [
  'Marco',
  'Alessandro',
  'Giuseppe',
  'Francesco',
  'Luca',
  'Andrea',
  'Giovanni',
  'Roberto',
  'Stefano',
  'Paolo',
  'Antonio',
  'Mario',
  'Matteo',
  'Lorenzo',
  'Davide',
  'Simone',
  'Federico',
  'Riccardo',
  'Fabio',
  'Massimo',
  'Daniele',
  'Claudio',
  'Salvatore',
  'Vincenzo',
  'Emanuele',
  'Gabriele',
  'Michele',
  'Pietro',
  'Tommaso',
  'Leonardo',
  'Nicola',
  'Alberto',
  'Giorgio',
  'Filippo',
  'Enrico',
  'Sergio',
  'Franco',
  'Carlo',
  'Domenico',
  'Raffaele',
  'Niccolò',
  'Ugo',
];
const FEMALE_NAMES = [
  'Giulia',
  'Francesca',
  'Chiara',
  'Sara',
  'Laura',
  'Valentina',
  'Alessandra',
  'Elena',
  'Martina',
  'Federica',
  'Silvia',
  'Paola',
  'Anna',
  'Maria',
  'Giovanna',
  'Roberta',
  'Simona',
  'Elisa',
  'Barbara',
  'Cristina',
  'Sofia',
  'Aurora',
  'Alice',
  'Ginevra',
  'Emma',
  'Beatrice',
  'Giorgia',
  'Serena',
  'Monica',
  'Daniela',
  'Rosa',
  'Antonella',
  'Claudia',
  'Ilaria',
  'Marta',
  'Lucia',
  'Caterina',
  'Teresa',
  'Noemi',
  'Irene',
];
/** The most frequent Italian surnames, most frequent first. */
const SURNAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferraro',
  'Ferri',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
  'Sala',
  'De Angelis',
  'Gatti',
  'Pellegrini',
  'Palumbo',
  'Sanna',
  'Farina',
  'Rizzi',
  'Monti',
  'Cattaneo',
  'Morelli',
  'Amato',
  'Silvestri',
  'Mazza',
  'Testa',
  'Grassi',
  'Pellegrino',
  'Carbone',
  'Giuliani',
  'Benedetti',
  'Barone',
  'Rossetti',
  'Caputo',
  'Montanari',
  'Guerra',
  'Palmieri',
  'Bernardi',
  'Martino',
  'Fiore',
  'De Rosa',
  'Ferretti',
  'Bellini',
  'Basile',
  'Riva',
  'Donati',
  'Piras',
  'Vitali',
  'Battaglia',
  'Sartori',
  'Neri',
  'Costantini',
  'Milani',
  'Pagano',
  'Ruggiero',
  'Sorrentino',
  "D'Amico",
  'Orlando',
  'Negri',
  'Fo',
];
const bySurnameFrequency = new Weighted(SURNAMES, (_, rank) => 1 / (rank + 10));

export const pickSurname = (random: Random) => bySurnameFrequency.pick(random);

export interface Person {
  nome: string;
  cognome: string;
  sesso: 'M' | 'F';
  nascita: string;
  luogoNascita: BirthPlace;
  codiceFiscale: string;
}

export interface PersonWish {
  sesso?: 'M' | 'F';
  cognome?: string;
  /** The earliest and latest birth date. */
  bornBetween: [string, string];
}

/** Someone who lives in `home`; their codice fiscale is theirs alone when `unique` is given. */
export function makePerson(random: Random, home: Comune, wish: PersonWish, unique?: UniqueCodes): Person {
  const sesso = wish.sesso ?? (random.chance(0.5) ? 'M' : 'F');
  const facts = {
    nome: random.pick(sesso === 'M' ? MALE_NAMES : FEMALE_NAMES),
    cognome: wish.cognome ?? pickSurname(random),
    sesso,
    nascita: random.date(...wish.bornBetween),
  };
  const luogoNascita = pickBirthPlace(random, home);
  const withPlace = { ...facts, codiceCatastale: luogoNascita.codiceCatastale };
  const code = unique ? unique.claim(withPlace) : codiceFiscale(withPlace);
  if (code === undefined) return makePerson(random, home, wish, unique); // eight namesakes: someone else
  return { ...facts, luogoNascita, codiceFiscale: code };
}

/** The codici fiscali handed out so far: a namesake born the same day in the same place gets omocodia. */
export class UniqueCodes {
  private readonly taken = new Set<string>();

  claim(facts: Parameters<typeof codiceFiscale>[0]): string | undefined {
    for (let omocodia = 0; omocodia <= MAX_OMOCODIA; omocodia++) {
      const code = codiceFiscale(facts, omocodia);
      if (!this.taken.has(code)) {
        this.taken.add(code);
        return code;
      }
    }
    return undefined;
  }
}

/** E-mail domains under example.it: addresses that look real and reach no one. */
const MAIL_DOMAINS = ['mail.example.it', 'posta.example.it', 'email.example.it', 'libero.example.it'];

const mailPart = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Every client's own e-mail address: the way people choose them, numbered when already taken. */
export class UniqueEmails {
  private readonly taken = new Set<string>();

  claim(random: Random, person: Person): string {
    const nome = mailPart(person.nome);
    const cognome = mailPart(person.cognome);
    const local = random.pick([
      `${nome}.${cognome}`,
      `${nome}.${cognome}${person.nascita.slice(2, 4)}`,
      `${nome[0]}.${cognome}`,
      `${nome}${cognome}`,
      `${cognome}.${nome}`,
    ]);
    const domain = random.pick(MAIL_DOMAINS);
    for (let suffix = 1; ; suffix++) {
      const email = `${local}${suffix === 1 ? '' : suffix}@${domain}`;
      if (!this.taken.has(email)) {
        this.taken.add(email);
        return email;
      }
    }
  }
}

/** The holder's family: a partner now and then, and children born when the holder was 22 to 45. */
export function makeFamily(random: Random, holder: Person, home: Comune): Person[] {
  const family = [holder];
  const born = Number(holder.nascita.slice(0, 4));
  if (random.chance(0.7)) {
    family.push(
      makePerson(random, home, {
        sesso: holder.sesso === 'M' ? 'F' : 'M',
        bornBetween: [`${born - 5}-01-01`, `${born + 5}-12-31`],
      }),
    );
  }
  const father = family.find((member) => member.sesso === 'M') ?? holder;
  for (let child = random.int(0, 3); child > 0; child--) {
    const from = `${born + 22}-01-01`;
    const to = `${Math.min(born + 45, 2025)}-12-31`;
    if (from > to) break;
    family.push(makePerson(random, home, { cognome: father.cognome, bornBetween: [from, to] }));
  }
  return family;
}

export const fullName = (person: { nome: string; cognome: string }) => `${person.nome} ${person.cognome}`;
