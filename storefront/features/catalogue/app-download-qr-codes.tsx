import { useIntl } from 'react-intl';
import { QrCodeImage } from '../static-pages';
import { catalogueMessages as m } from './messages';

/** The desktop home page's QR code per app store, to scan with the phone (app-download-block). */
export function AppDownloadQrCodes() {
  const intl = useIntl();
  return (
    <div className="flex gap-4">
      {(
        [
          { id: 'ios', label: m.appQrIos },
          { id: 'android', label: m.appQrAndroid },
        ] as const
      ).map((store) => (
        <figure key={store.id} className="m-0 flex flex-col items-center gap-1">
          <QrCodeImage target={store.id} label={intl.formatMessage(store.label)} className="size-24" />
          <figcaption className="text-xs text-muted-foreground">
            {intl.formatMessage(store.id === 'ios' ? m.appStoreIos : m.appStoreAndroid)}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
