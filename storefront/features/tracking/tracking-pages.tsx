import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Link, Skeleton } from '@pasar/ui';
import { formatDate, formatDateTime } from '../../../contract/dates';
import type { OrderPackages, PackageTracking, ShipmentPackage } from '../../../contract/tracking';
import { useOrderPackages, usePackageTracking } from '../../api/tracking';
import { PageHeader } from '../../frame/page-header';
import { trackingMessages as m } from './messages';
import { eventNames, PackageFacts, PackageTimeline } from './tracking-parts';

const card = 'flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg';
const detailHref = (trackingNo: string) => `/trackingDetail?tracking_no=${encodeURIComponent(trackingNo)}`;

function Loading() {
  return (
    <div className={card} aria-busy="true">
      <Skeleton shape="text" className="w-1/3" />
      <Skeleton className="h-16" />
      <Skeleton className="h-32" />
    </div>
  );
}

function Failed({ retry }: { retry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorState
      title={intl.formatMessage(m.loadFailed)}
      retryLabel={intl.formatMessage(m.tryAgain)}
      onRetry={retry}
      className="bg-surface desktop:rounded-lg"
    />
  );
}

function NothingShipped() {
  const intl = useIntl();
  return (
    <EmptyState
      className="bg-surface desktop:rounded-lg"
      title={intl.formatMessage(m.noPackagesTitle)}
      description={intl.formatMessage(m.noPackagesBody)}
    />
  );
}

/** One package in the order's list: its lines, latest event and a way to its timeline. */
function PackageCard({ order, item }: { order: OrderPackages; item: ShipmentPackage }) {
  const intl = useIntl();
  const latest = item.latest_event;
  const count = item.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section data-testid="package-card" aria-labelledby={`package-${item.package_index}`} className={card}>
      <h2 id={`package-${item.package_index}`} className="m-0 text-base font-semibold">
        {intl.formatMessage(m.packageHeading, { index: item.package_index, count: order.packages.length })}
        <span className="ms-2 text-sm font-normal text-muted-foreground">
          {intl.formatMessage(m.items, { count })}
        </span>
      </h2>
      <ul className="m-0 flex list-none gap-2 overflow-x-auto p-0">
        {item.lines.map((line) => (
          <li key={line.sku_id} className="shrink-0">
            <img
              src={line.image_url}
              alt={line.title}
              width={56}
              height={56}
              className="size-14 rounded object-cover"
            />
          </li>
        ))}
      </ul>
      <PackageFacts item={item} country={order.country_code} />
      {latest && (
        <p data-testid="package-latest" className="m-0 flex flex-col gap-0.5 text-sm">
          <span className="font-semibold">{intl.formatMessage(eventNames[latest.code])}</span>
          <span>{latest.place}</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {formatDateTime(latest.occurred_at, order.country_code)}
          </span>
        </p>
      )}
      <Link
        variant="standalone"
        className="self-start text-sm"
        href={detailHref(item.tracking_no)}
        aria-label={intl.formatMessage(m.viewTimelineOf, { index: item.package_index })}
      >
        {intl.formatMessage(m.viewTimeline)}
      </Link>
    </section>
  );
}

function PackageList({ order }: { order: OrderPackages }) {
  const intl = useIntl();
  if (order.packages.length === 0) return <NothingShipped />;
  return (
    <div className="flex flex-col gap-3">
      {order.auto_receipt_at !== null && (
        <p data-testid="auto-receipt" className="m-0 bg-surface p-4 text-sm desktop:rounded-lg">
          {intl.formatMessage(m.autoReceipt, { date: formatDate(order.auto_receipt_at, order.country_code) })}
        </p>
      )}
      {order.packages.map((item) => (
        <PackageCard key={item.tracking_no} order={order} item={item} />
      ))}
    </div>
  );
}

function TrackingDetail({ tracking }: { tracking: PackageTracking }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-3 desktop:grid desktop:grid-cols-[22rem_1fr] desktop:items-start desktop:gap-4">
      <section className={card}>
        {tracking.package_count > 1 && (
          <p className="m-0 text-sm font-semibold">
            {intl.formatMessage(m.packageHeading, {
              index: tracking.package_index,
              count: tracking.package_count,
            })}
          </p>
        )}
        <PackageFacts item={tracking} country={tracking.country_code} />
        {tracking.package_count > 1 && (
          <Link
            variant="standalone"
            className="self-start text-sm"
            href={`/shipmentTracking?order_no=${encodeURIComponent(tracking.order_no)}`}
          >
            {intl.formatMessage(m.allPackages)}
          </Link>
        )}
      </section>
      <section className={card}>
        {tracking.events.length === 0 && <p className="m-0 text-sm">{intl.formatMessage(m.noEventsYet)}</p>}
        <PackageTimeline tracking={tracking} />
      </section>
    </div>
  );
}

function TrackedPackage({ trackingNo }: { trackingNo: string }) {
  const { data, error, mutate } = usePackageTracking(trackingNo);
  if (error && !data) return <Failed retry={() => void mutate()} />;
  return data ? <TrackingDetail tracking={data} /> : <Loading />;
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={title} />
      {children}
    </main>
  );
}

/** /shipmentTracking?order_no=…: the packages of an order (Decision: an order may ship in several). */
export function ShipmentTrackingPage() {
  const intl = useIntl();
  const orderNo = useSearchParams()[0].get('order_no');
  const { data, error, mutate } = useOrderPackages(orderNo);
  return (
    <Page title={intl.formatMessage(m.packagesTitle)}>
      {!orderNo ? (
        <p className={card}>{intl.formatMessage(m.missingOrder)}</p>
      ) : error && !data ? (
        <Failed retry={() => void mutate()} />
      ) : data ? (
        <PackageList order={data} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}

/**
 * /tracking?order_no=…: where "Track package" on the order leads. Decision: one package opens its
 * timeline at once; several show the list to choose from (as /shipmentTracking).
 */
export function TrackingPage() {
  const intl = useIntl();
  const orderNo = useSearchParams()[0].get('order_no');
  const { data, error, mutate } = useOrderPackages(orderNo);
  const only = data?.packages.length === 1 ? data.packages[0]! : null;
  return (
    <Page title={intl.formatMessage(only ? m.detailTitle : m.packagesTitle)}>
      {!orderNo ? (
        <p className={card}>{intl.formatMessage(m.missingOrder)}</p>
      ) : error && !data ? (
        <Failed retry={() => void mutate()} />
      ) : !data ? (
        <Loading />
      ) : only ? (
        <TrackedPackage trackingNo={only.tracking_no} />
      ) : (
        <PackageList order={data} />
      )}
    </Page>
  );
}

/** /trackingDetail?tracking_no=…: one package's timeline, courier, number (copy) and estimate. */
export function TrackingDetailPage() {
  const intl = useIntl();
  const trackingNo = useSearchParams()[0].get('tracking_no');
  return (
    <Page title={intl.formatMessage(m.detailTitle)}>
      {trackingNo ? (
        <TrackedPackage trackingNo={trackingNo} />
      ) : (
        <p className={card}>{intl.formatMessage(m.missingOrder)}</p>
      )}
    </Page>
  );
}
