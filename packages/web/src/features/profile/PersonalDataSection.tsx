import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { type Field, FieldList } from '@/shared/ui/FieldList';
import { QueryError } from '@/shared/ui/QueryError';
import { useAnagrafica } from './api';
import { ProfileSection } from './ProfileSection';

const t = text.profile;

/**
 * The agency's records of the client (getAnagrafica): read only here; e-mail, addresses and bank details are
 * changed at "I tuoi dati e recapiti", the rest by the branch.
 */
export function PersonalDataSection() {
  const anagrafica = useAnagrafica();
  return (
    <ProfileSection title={t.personalData}>
      {anagrafica.isPending ? <p role="status">{text.loading}</p> : null}
      {anagrafica.isError ? <QueryError /> : null}
      {anagrafica.data ? (
        <>
          <FieldList fields={personalFields(anagrafica.data.anagrafica)} />
          <h3 className="profile-section__subtitle">{t.addresses}</h3>
          {anagrafica.data.indirizzi.length === 0 ? (
            <p>{t.noAddresses}</p>
          ) : (
            <ul className="profile-addresses">
              {anagrafica.data.indirizzi.map((address) => (
                <li key={`${address.indirizzo}|${address.cap}|${address.comune}`}>
                  {address.indirizzo}, {address.cap} {address.comune} ({address.provincia})
                </li>
              ))}
            </ul>
          )}
          <p className="form-note">
            {t.recordsNote} <Link to={paths.ownData()}>{t.menu.ownData[0]}</Link>. {t.recordsNoteBranch}{' '}
            <Link to={paths.contacts()}>{text.contact.title}</Link>.
          </p>
        </>
      ) : null}
    </ProfileSection>
  );
}

function personalFields(anagrafica: {
  nome: string;
  cognome: string;
  codiceFiscale: string;
  cittaNascita: string | null;
}): Field[] {
  const fields: Field[] = [
    { label: t.nome, value: anagrafica.nome },
    { label: t.cognome, value: anagrafica.cognome },
    { label: t.codiceFiscale, value: anagrafica.codiceFiscale },
  ];
  if (anagrafica.cittaNascita?.trim()) fields.push({ label: t.cittaNascita, value: anagrafica.cittaNascita });
  return fields;
}
