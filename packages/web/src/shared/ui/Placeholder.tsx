import type { ReactNode } from 'react';
import { text } from '@/shared/messages';

/**
 * The room kept for what a page is still loading (its policies, a policy's tabs): grey shapes of about the
 * size of what comes, so that nothing already on the screen moves when it arrives (Lighthouse's layout
 * shift, issue 20; docs/decisions/0094). The block says it is busy; a screen reader finds "Caricamento in
 * corso..." in its place (the loader announces it already: not a live region), never the shapes.
 */
export function Placeholder({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `placeholder-block ${className}` : 'placeholder-block'} aria-busy="true">
      <p className="visually-hidden">{text.loading}</p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** One grey shape of a placeholder; its size comes from the page's class. */
export function PlaceholderShape({ className }: { className: string }) {
  return <div className={`placeholder-shape ${className}`} />;
}
