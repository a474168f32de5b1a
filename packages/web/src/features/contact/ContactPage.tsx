import './contact.scss';
import { Role } from '@area-clienti/contract';
import { useSyncExternalStore } from 'react';
import { session } from '@/shared/session';
import { ClientContactForm } from './ClientContactForm';
import { PublicContactForm } from './PublicContactForm';

/** /contatti (SPEC §2): the authenticated version for a logged-in client, the public one otherwise. */
export function ContactPage() {
  const client = useSyncExternalStore(session.subscribe, () => session.hasRole(Role.USER));
  return client ? <ClientContactForm /> : <PublicContactForm />;
}
