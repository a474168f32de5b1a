import { type ReactNode, useEffect, useRef } from 'react';
import { text } from '@/shared/messages';

/** SPEC §9: a message shown is scrolled to after 200 ms. */
export const MESSAGE_SCROLL_DELAY_MS = 200;

interface AlertProps {
  tone: 'success' | 'info' | 'warning' | 'danger';
  children: ReactNode;
  /** 'alert' interrupts screen readers (errors); 'status' waits its turn (confirmations). */
  live?: 'alert' | 'status';
  onDismiss?: () => void;
  className?: string;
}

/**
 * A message. One that is announced (`live`) is also brought into view, 200 ms after it appears, when it is
 * not wholly on the screen: on a phone with its keyboard open, an answer shown above the form would
 * otherwise go unseen. Focus stays where it is; the page scrolls only as far as needed.
 */
export function Alert({ tone, children, live, onDismiss, className }: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!live) return;
    const timer = window.setTimeout(() => {
      const box = ref.current?.getBoundingClientRect();
      if (!box || (box.top >= 0 && box.bottom <= window.innerHeight)) return;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      ref.current?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    }, MESSAGE_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [live]);
  return (
    <div
      ref={ref}
      className={`alert alert-${tone}${onDismiss ? ' alert-dismissible' : ''}${className ? ` ${className}` : ''}`}
      role={live}
    >
      {children}
      {onDismiss ? (
        <button type="button" className="btn-close" aria-label={text.close} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
