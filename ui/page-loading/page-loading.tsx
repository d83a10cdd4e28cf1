import type { ReactNode } from 'react';
import { Spinner } from '../spinner';

export interface PageLoadingProps {
  /**
   * The visible text, e.g. "Page Loading..." (the caller passes the translated message). Omitted
   * while the words themselves are still loading: the line keeps its height, so nothing moves
   * when the text arrives.
   */
  label?: string;
  /** A brand mark above the spinner (decorative), e.g. the shop's logo. */
  mark?: ReactNode;
}

/**
 * Full-screen start-up indicator of the root shell (SPEC.md §2 "Root shell"). The storefront's
 * index.html paints the same layout before any script has arrived; keep the two alike.
 */
export function PageLoading({ label, mark }: PageLoadingProps) {
  return (
    <div
      data-slot="page-loading"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-surface text-muted-foreground"
    >
      {mark}
      <Spinner size="lg" className="text-primary" />
      <p className="h-5 text-sm">{label}</p>
    </div>
  );
}
