import { cn } from '@pasar/ui';
import { appQrCodeUrl, type AppStoreTarget } from './constants';

/**
 * The QR code of a store's download link, drawn by the server (GET /api/support/api/app/qr): the
 * page ships no QR encoder. `label` is the picture's alt text. Dark on white whatever the theme,
 * as scanners need the contrast.
 */
export function QrCodeImage({
  target,
  label,
  className,
}: {
  target: AppStoreTarget;
  label: string;
  className?: string;
}) {
  return (
    <img
      src={appQrCodeUrl(target)}
      alt={label}
      // The SVG's own size (37 modules): the class sets the shown size, this keeps the layout still.
      width={148}
      height={148}
      loading="lazy"
      decoding="async"
      data-slot="qr-code"
      className={cn('block aspect-square bg-white', className)}
    />
  );
}
