import type { ReactNode } from 'react';
import { text } from '@/shared/messages';

interface AlertProps {
  tone: 'success' | 'info' | 'warning' | 'danger';
  children: ReactNode;
  /** 'alert' interrupts screen readers (errors); 'status' waits its turn (confirmations). */
  live?: 'alert' | 'status';
  onDismiss?: () => void;
  className?: string;
}

export function Alert({ tone, children, live, onDismiss, className }: AlertProps) {
  return (
    <div
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
