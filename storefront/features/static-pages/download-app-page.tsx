import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { BellRing, Smartphone, TicketPercent, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from '@pasar/ui';
import { appStoreUrl, googlePlayUrl } from './constants';
import { downloadAppMessages as m } from './messages/download-app';
import { QrCodeImage } from './qr-code-image';
import { StaticPageFrame } from './static-page-frame';

const benefits: ReadonlyArray<{
  id: string;
  icon: LucideIcon;
  title: MessageDescriptor;
  body: MessageDescriptor;
}> = [
  { id: 'vouchers', icon: TicketPercent, title: m.vouchersTitle, body: m.vouchersBody },
  { id: 'tracking', icon: BellRing, title: m.trackingTitle, body: m.trackingBody },
  { id: 'account', icon: UserRound, title: m.accountTitle, body: m.accountBody },
];

const stores = [
  {
    id: 'ios',
    href: appStoreUrl,
    label: m.appStore,
    platform: m.appStorePlatform,
    scan: m.scanIos,
    qr: m.qrIos,
  },
  {
    id: 'android',
    href: googlePlayUrl,
    label: m.googlePlay,
    platform: m.googlePlayPlatform,
    scan: m.scanAndroid,
    qr: m.qrAndroid,
  },
] as const;

function StoreLink({
  href,
  children,
  platform,
}: {
  href: string;
  children: ReactNode;
  platform: MessageDescriptor;
}) {
  return (
    <Link
      variant="plain"
      href={href}
      className="flex min-h-14 items-center gap-3 rounded-lg bg-surface-inverse px-5 py-2 text-foreground-inverse hover:bg-foreground"
    >
      <Smartphone aria-hidden="true" className="size-6 shrink-0" />
      <span className="flex flex-col text-left">
        <span className="font-semibold">{children}</span>
        <span className="text-sm">
          <FormattedMessage {...platform} />
        </span>
      </span>
    </Link>
  );
}

/**
 * /downloadApp: why the app, links to both stores, and a "Scan to download" block with a real
 * QR code per store (for desktop visitors, who scan it with their phone).
 */
export function DownloadAppPage() {
  const intl = useIntl();
  return (
    <main>
      <StaticPageFrame title={m.title}>
        <p className="leading-relaxed text-muted-foreground">
          <FormattedMessage {...m.intro} />
        </p>

        <section aria-labelledby="download-app-why" className="mt-8">
          <h2 id="download-app-why" className="text-lg font-semibold desktop:text-xl">
            <FormattedMessage {...m.whyHeading} />
          </h2>
          <ul className="mt-4 grid gap-3 desktop:grid-cols-3">
            {benefits.map(({ id, icon: Icon, title, body }) => (
              <li key={id} className="rounded-lg border border-border bg-surface p-4">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-2 font-semibold">
                  <FormattedMessage {...title} />
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                  <FormattedMessage {...body} />
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="download-app-stores" className="mt-8">
          <h2 id="download-app-stores" className="text-lg font-semibold desktop:text-xl">
            <FormattedMessage {...m.downloadHeading} />
          </h2>
          <ul className="mt-4 flex flex-col gap-3 desktop:flex-row">
            {stores.map((store) => (
              <li key={store.id} className="desktop:flex-1">
                <StoreLink href={store.href} platform={store.platform}>
                  <FormattedMessage {...store.label} />
                </StoreLink>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="download-app-scan"
          className="mt-8 rounded-lg bg-surface-sunken p-4 desktop:p-6"
        >
          <h2 id="download-app-scan" className="text-lg font-semibold desktop:text-xl">
            <FormattedMessage {...m.scanHeading} />
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <FormattedMessage {...m.scanHint} />
          </p>
          <ul className="mt-4 grid grid-cols-2 gap-4 desktop:flex desktop:gap-8">
            {stores.map((store) => (
              <li key={store.id}>
                <figure className="flex flex-col items-center gap-2">
                  <QrCodeImage
                    target={store.id}
                    label={intl.formatMessage(store.qr)}
                    className="w-full max-w-40 rounded border border-border"
                  />
                  <figcaption className="text-center text-sm font-medium">
                    <FormattedMessage {...store.scan} />
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      </StaticPageFrame>
    </main>
  );
}
