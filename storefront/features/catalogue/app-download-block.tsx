import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Smartphone } from 'lucide-react';
import { Link } from '@pasar/ui';
// Not the static-pages index: it names every static page, and the home page would fetch them all.
import { staticPagePaths } from '../static-pages';
import { catalogueMessages as m } from './messages';

// The QR codes are for the desktop only, on their own chunk: a phone's home page never loads them.
const AppDownloadQrCodes = lazy(() =>
  import('./app-download-qr-codes').then((module) => ({ default: module.AppDownloadQrCodes })),
);

/**
 * The home page's app download block (SPEC.md §2 home: "app download QR"): on the desktop a QR
 * code per store to scan with the phone (drawn by the server, see QrCodeImage); on a phone, where
 * scanning its own screen is impossible, the line and a link to /downloadApp.
 */
export function AppDownloadBlock({ desktop }: { desktop: boolean }) {
  return (
    <section
      aria-labelledby="home-app-download"
      className="flex items-center gap-4 bg-surface p-4 desktop:rounded-lg desktop:p-6"
    >
      <Smartphone aria-hidden="true" className="size-10 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="home-app-download" className="m-0 text-lg font-bold">
          <FormattedMessage {...m.appTitle} />
        </h2>
        <p className="m-0 text-sm text-muted-foreground">
          <FormattedMessage {...m.appBody} />
        </p>
        <Link variant="standalone" href={staticPagePaths.downloadApp} className="w-fit text-sm font-medium">
          <FormattedMessage {...m.appLink} />
        </Link>
      </div>
      {desktop && (
        <Suspense fallback={<div className="h-29 w-52" />}>
          <AppDownloadQrCodes />
        </Suspense>
      )}
    </section>
  );
}
