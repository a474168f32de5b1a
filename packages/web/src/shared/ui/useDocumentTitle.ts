import { useEffect } from 'react';
import { text } from '@/shared/messages';

/** Each page names itself in the browser tab (WCAG 2.4.2). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${text.appName}` : text.appName;
  }, [title]);
}
