import './profile.scss';
import type { ReactNode } from 'react';
import { text } from '@/shared/messages';
import { Link, useLocation } from '@/shared/router';
import { paths } from '@/shared/routes';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useFocusedSection } from '@/shared/ui/useFocusedSection';

/**
 * One of the profile's short pages (docs/decisions/0149): its heading, the way back to /profilo, its
 * sections; a section linked by its anchor (`#accessi-recenti`) takes the focus when the page opens there.
 */
export function ProfileSubPage({ title, children }: { title: string; children: ReactNode }) {
  useFocusedSection(useLocation().hash);
  return (
    <div className="profile-page">
      <PageHeading title={title}>
        <p>
          <Link to={paths.profile()}>{text.profile.backToProfile}</Link>
        </p>
      </PageHeading>
      {children}
    </div>
  );
}
