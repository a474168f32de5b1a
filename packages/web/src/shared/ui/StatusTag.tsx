import type { StatusTone } from '@/shared/format';

/** A coloured status label; the colour repeats what the text says, never replaces it. */
export function StatusTag({ tone, children }: { tone: StatusTone; children: string }) {
  return <span className={`status-tag status-tag--${tone}`}>{children}</span>;
}
