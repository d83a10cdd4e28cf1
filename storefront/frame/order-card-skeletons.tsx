import { Skeleton } from '@pasar/ui';

/**
 * Three cards in the shape of an order's (a line, a picture, two lines): the first load of a tab
 * of /order, and the skeleton of a member page the server drew (./member-page-skeleton.tsx).
 */
export function OrderCardSkeletons({ testId }: { testId?: string }) {
  return (
    <div aria-busy="true" data-testid={testId} className="flex flex-col gap-3">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex flex-col gap-2 bg-surface p-4 desktop:rounded-lg">
          <Skeleton shape="text" className="w-1/2" />
          <div className="flex gap-3">
            <Skeleton className="size-18 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton shape="text" />
              <Skeleton shape="text" className="w-1/3" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
