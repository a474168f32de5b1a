import type { ReactNode } from 'react';
import { LockedNotice, QueryError } from '@/shared/ui/QueryError';
import type { Section } from '../sections';

/** A tab's body: 'Dato in aggiornamento' when locked, the error when failed, else its content. */
export function SectionPanel<T>({
  section,
  children,
}: {
  section: Section<T>;
  children: (data: T) => ReactNode;
}) {
  switch (section.state) {
    case 'locked':
      return <LockedNotice />;
    case 'error':
      return <QueryError />;
    case 'data':
      return <>{children(section.data)}</>;
    default:
      return null;
  }
}
