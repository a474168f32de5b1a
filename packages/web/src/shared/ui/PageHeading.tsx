import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

/** The page's one h1, which also names the browser tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page-heading">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
