import type { ReactNode } from 'react';
import { ErrorState, Skeleton } from '@pasar/ui';

/**
 * One record's page below its header (an order, an after-sales request): the error with a retry
 * when the first load failed, skeletons while it loads, then the record.
 */
export function DetailPageBody<T>({
  data,
  error,
  onRetry,
  failedTitle,
  retryLabel,
  children,
}: {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  failedTitle: string;
  retryLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (error && !data)
    return (
      <ErrorState
        title={failedTitle}
        retryLabel={retryLabel}
        onRetry={onRetry}
        className="bg-surface desktop:rounded-lg"
      />
    );
  if (!data)
    return (
      <div className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg" aria-busy="true">
        <Skeleton shape="text" className="w-1/3" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  return children(data);
}

/** A label and its value in a record's information list (`<dl>`). */
export function InfoRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="m-0 text-end break-all">{children}</dd>
    </div>
  );
}
