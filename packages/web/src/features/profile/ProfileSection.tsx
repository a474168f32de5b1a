import { type ReactNode, useId } from 'react';

/**
 * A titled part of the profile page: a region named by its h2. With an `id`, other pages link to it
 * (`/profilo#id`), and its heading takes the focus when the page opens there.
 */
export function ProfileSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="profile-section" aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className="profile-section__title" tabIndex={id ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
