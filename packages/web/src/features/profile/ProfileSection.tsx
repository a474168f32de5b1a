import { type ReactNode, useId } from 'react';

/** A titled part of the profile page: a region named by its h2. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id} className="profile-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
