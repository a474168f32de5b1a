import { NotFoundContent } from '@/shared/ui/NotFoundContent';

/** /not-found and any unknown path (SPEC §2): a link home. */
export function NotFoundPage() {
  return <NotFoundContent />;
}
