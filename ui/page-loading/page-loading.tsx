import { Spinner } from '../spinner';

export interface PageLoadingProps {
  /** The visible text, e.g. "Page Loading..." (the caller passes the translated message). */
  label: string;
}

/** Full-screen start-up indicator of the root shell (SPEC.md §2 "Root shell"). */
export function PageLoading({ label }: PageLoadingProps) {
  return (
    <div
      data-slot="page-loading"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-surface text-muted-foreground"
    >
      <Spinner size="lg" className="text-primary" />
      <p className="text-sm">{label}</p>
    </div>
  );
}
