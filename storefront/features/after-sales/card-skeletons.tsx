import { Skeleton } from '@pasar/ui';

/** The first load of /afterSaleOrder and /refunds: two cards' shapes. */
export function CardSkeletons() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      {[0, 1].map((index) => (
        <div key={index} className="flex flex-col gap-2 bg-surface p-4 desktop:rounded-lg">
          <Skeleton shape="text" className="w-1/2" />
          <Skeleton className="h-16" />
        </div>
      ))}
    </div>
  );
}
