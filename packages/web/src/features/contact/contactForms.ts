import {
  CONTACT_EMAIL_MAX,
  formContattiRequest,
  isContactEmail,
  publicFormContattiRequest,
} from '@area-clienti/contract';
import { formResolver } from '@/shared/forms/resolver';
import { ticked } from '@/shared/forms/schemas';
import { formMessages, text } from '@/shared/messages';

/*
 * The contact forms' schemas (SPEC §5): the calls' bodies, whose fields the contract only bounds (the server
 * answers FORMCONTATTI_002/003), with what each form requires.
 */

const t = text.contact;
const pub = publicFormContattiRequest.shape;
const client = formContattiRequest.shape;

/** A subject chosen among the form's options ('0' or '1'). */
const subject = (field: typeof pub.oggetto) =>
  field.unwrap().refine((value) => value !== '', { error: t.subjectRequired });
/** A text the form requires, which the call lets out. */
const filled = (field: typeof pub.nome) => field.unwrap().trim().min(1);

/**
 * publicFormContatti's body as the form asks for it (SPEC §5): every field required, the e-mail well formed
 * and at most 128 characters (the server's FORMCONTATTI_003 rule), the privacy notice read.
 */
export const publicContactForm = publicFormContattiRequest
  .pick({ nome: true, cognome: true, oggetto: true, email: true, privacy: true })
  .extend({
    nome: filled(pub.nome),
    cognome: filled(pub.cognome),
    oggetto: subject(pub.oggetto),
    email: filled(pub.email)
      .max(CONTACT_EMAIL_MAX, { error: formMessages.contactEmailTooLong })
      .refine(isContactEmail, { error: formMessages.email }),
    privacy: ticked,
  });
export const publicContactResolver = formResolver(publicContactForm, {
  messages: { oggetto: t.subjectRequired },
});

/**
 * formContatti's body as the form asks for it (SPEC §5): a subject and a message; the policy if chosen; a
 * repair centre when some are offered (the radios send its id, which the contract reads as a number).
 */
export const clientContactForm = (centreRequired: boolean) =>
  formContattiRequest
    .pick({ oggetto: true, polizza: true, centroConvenzionatoId: true, testo: true })
    .extend({
      oggetto: subject(client.oggetto),
      centroConvenzionatoId: centreRequired
        ? client.centroConvenzionatoId.unwrap()
        : client.centroConvenzionatoId,
      testo: filled(client.testo),
    });

export const clientContactResolver = (centreRequired: boolean) =>
  formResolver(clientContactForm(centreRequired), {
    messages: { oggetto: t.subjectRequired, centroConvenzionatoId: t.repairCentreRequired },
  });
