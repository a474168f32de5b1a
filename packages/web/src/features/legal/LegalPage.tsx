import './legal.scss';
import type { ReactNode } from 'react';
import { PageHeading } from '@/shared/ui/PageHeading';

/** A legal text: its title, its sections, and the date it was last reviewed. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <article className="legal-page">
      <PageHeading title={title}>
        <p className="form-note">Ultimo aggiornamento: {updated}.</p>
      </PageHeading>
      {children}
    </article>
  );
}

/** An e-mail address as a mailto link. */
export function Mail({ to }: { to: string }) {
  return <a href={`mailto:${to}`}>{to}</a>;
}
