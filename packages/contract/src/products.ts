import { z } from 'zod';
import { okReply } from './envelope.js';

export const PRODUCT_GROUPS = [
  'Previdenza',
  'Investimento',
  'Imprese',
  'Auto - mobilità',
  'Persona',
  'Patrimonio',
] as const;

export const product = z.object({
  id: z.number(),
  group: z.enum(PRODUCT_GROUPS),
  title: z.string(),
  excerpt: z.string(),
  description: z.string(),
  link: z.string(),
});
export type Product = z.infer<typeof product>;
export const productsReply = okReply({ prodotti: z.array(product) });

/**
 * The agency's catalogue (SPEC §3: static, 15 entries in 6 groups), in the groups' order. Each link opens
 * the contact form about the product (`?prodotto=<id>`, docs/decisions/0062).
 */
export const PRODUCTS: readonly Product[] = [
  {
    id: 1,
    group: 'Previdenza',
    title: 'Pensione Domani',
    excerpt: 'Il piano individuale pensionistico per integrare la pensione pubblica.',
    description:
      'Un PIP che accompagna il risparmio previdenziale con versamenti liberi, deducibili fino a 5.164,57 euro l’anno, e una linea di investimento che diventa più prudente avvicinandosi alla pensione.',
    link: '/contatti?prodotto=1',
  },
  {
    id: 2,
    group: 'Previdenza',
    title: 'TFR Più',
    excerpt: 'Destina il trattamento di fine rapporto a una forma pensionistica complementare.',
    description:
      'Trasferisci il TFR maturando in un fondo complementare con tassazione agevolata dal 15% fino al 9% e scegli tra tre comparti con profili di rischio diversi.',
    link: '/contatti?prodotto=2',
  },
  {
    id: 3,
    group: 'Investimento',
    title: 'Capitale Sicuro',
    excerpt: 'La polizza rivalutabile a gestione separata che protegge il capitale.',
    description:
      'Il capitale investito si rivaluta ogni anno in base al rendimento della gestione separata, con garanzia di restituzione dei premi versati in caso di decesso o a scadenza.',
    link: '/contatti?prodotto=3',
  },
  {
    id: 4,
    group: 'Investimento',
    title: 'Multiramo Equilibrio',
    excerpt: 'Una parte in gestione separata, una parte in fondi: stabilità e crescita insieme.',
    description:
      'Una polizza multiramo che ripartisce il premio tra gestione separata e fondi interni, con ribilanciamento automatico e possibilità di switch gratuiti durante l’anno.',
    link: '/contatti?prodotto=4',
  },
  {
    id: 5,
    group: 'Investimento',
    title: 'Unit Linked Orizzonti',
    excerpt: 'Investi nei mercati internazionali con la protezione di una polizza vita.',
    description:
      'Una polizza unit linked collegata a una selezione di fondi azionari e obbligazionari internazionali, con bonus di fedeltà dal quinto anno e copertura caso morte inclusa.',
    link: '/contatti?prodotto=5',
  },
  {
    id: 6,
    group: 'Imprese',
    title: 'Impresa Protetta',
    excerpt: 'La copertura multirischi per la piccola e media impresa.',
    description:
      'Protegge locali, macchinari e merci da incendio, furto ed eventi atmosferici, con responsabilità civile verso terzi e prestatori di lavoro e assistenza 24 ore su 24.',
    link: '/contatti?prodotto=6',
  },
  {
    id: 7,
    group: 'Imprese',
    title: 'Key Man',
    excerpt: 'Tutela l’azienda dalla perdita di una figura chiave.',
    description:
      'Un capitale liquidato all’impresa in caso di decesso o invalidità permanente del socio o del collaboratore indispensabile, per garantire la continuità dell’attività.',
    link: '/contatti?prodotto=7',
  },
  {
    id: 8,
    group: 'Auto - mobilità',
    title: 'Auto Sicura',
    excerpt: 'RC auto con le garanzie accessorie che servono davvero.',
    description:
      'La responsabilità civile auto con furto e incendio, cristalli, eventi naturali e assistenza stradale; la riparazione nei centri convenzionati è senza anticipo di spesa.',
    link: '/contatti?prodotto=8',
  },
  {
    id: 9,
    group: 'Auto - mobilità',
    title: 'Due Ruote',
    excerpt: 'La polizza per moto e scooter, anche per pochi mesi l’anno.',
    description:
      'RC per moto e ciclomotori con possibilità di sospensione nei mesi di inutilizzo, tutela legale e infortuni del conducente.',
    link: '/contatti?prodotto=9',
  },
  {
    id: 10,
    group: 'Persona',
    title: 'Infortuni Famiglia',
    excerpt: 'Una sola polizza per gli infortuni di tutto il nucleo familiare.',
    description:
      'Copre gli infortuni nel tempo libero e sul lavoro di tutti i componenti del nucleo, con diaria da ricovero, rimborso delle spese mediche e capitale per invalidità permanente.',
    link: '/contatti?prodotto=10',
  },
  {
    id: 11,
    group: 'Persona',
    title: 'Salute Più',
    excerpt: 'Rimborso delle spese sanitarie e accesso alle strutture convenzionate.',
    description:
      'Rimborsa visite specialistiche, esami diagnostici e ricoveri, con pagamento diretto nelle strutture convenzionate e una seconda opinione medica gratuita.',
    link: '/contatti?prodotto=11',
  },
  {
    id: 12,
    group: 'Persona',
    title: 'Protezione Mutuo',
    excerpt: 'La copertura che estingue il debito residuo del mutuo o del finanziamento.',
    description:
      'In caso di decesso, invalidità o perdita del lavoro copre il debito residuo o le rate del finanziamento, perché la casa e la famiglia restino al sicuro.',
    link: '/contatti?prodotto=12',
  },
  {
    id: 13,
    group: 'Patrimonio',
    title: 'Casa Serena',
    excerpt: 'La casa protetta da incendio, furto, danni da acqua e responsabilità civile.',
    description:
      'Copre il fabbricato e il contenuto dell’abitazione principale o secondaria, con responsabilità civile della famiglia e assistenza per idraulico, elettricista e fabbro.',
    link: '/contatti?prodotto=13',
  },
  {
    id: 14,
    group: 'Patrimonio',
    title: 'Catastrofi Naturali',
    excerpt: 'La copertura contro terremoto, alluvione e frana.',
    description:
      'Indennizza i danni al fabbricato causati da sisma, alluvione, inondazione ed esondazione, con massimali scelti sul valore di ricostruzione dell’immobile.',
    link: '/contatti?prodotto=14',
  },
  {
    id: 15,
    group: 'Patrimonio',
    title: 'Tutela Legale',
    excerpt: 'Le spese legali e peritali, quando serve far valere i propri diritti.',
    description:
      'Copre le spese di avvocati, periti e processi per controversie di vita privata, di lavoro e legate alla proprietà della casa, con consulenza legale telefonica.',
    link: '/contatti?prodotto=15',
  },
];
