import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@/shared/router';

/**
 * A disclosure button's state (the WAI-ARIA disclosure pattern, as a menu button looks): open and closed by
 * its button; a click, a tap or a focus move outside it closes it, and so does a new page; Escape closes it
 * and puts the focus back on its button. `wrapperRef` goes on the element holding the button and what it
 * shows, `buttonRef` on the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every navigation is the point
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((value) => !value), buttonRef, wrapperRef };
}
