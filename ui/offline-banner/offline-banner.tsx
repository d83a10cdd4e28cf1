import { WifiOff } from 'lucide-react';
import { cn } from '../lib/cn';

export interface OfflineBannerProps {
  /** Whether the device is offline: the strip shows only then. */
  offline: boolean;
  /** What the shopper reads: that the shop is offline and what still works (translated). */
  message: string;
  /** Pixels above the viewport's bottom edge: clear of the page's own bottom bars. */
  bottom?: number;
  className?: string;
}

/**
 * A strip at the bottom of the viewport while the device is offline, `bottom` pixels up (above
 * the page's own bars fixed there). Decision: the live region is on the page online too,
 * empty, so a screen reader says the message when the connection drops (words put into a region
 * as it appears are not reliably read) and says nothing when it comes back. Polite: going
 * offline interrupts nothing the shopper is doing.
 */
export function OfflineBanner({ offline, message, bottom = 0, className }: OfflineBannerProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-slot="offline-banner-region">
      {offline && (
        <div
          data-slot="offline-banner"
          style={{ bottom }}
          className={cn(
            'pointer-events-none fixed inset-x-0 bottom-0 z-[55] flex justify-center px-4 pb-3',
            className,
          )}
        >
          <p className="m-0 flex max-w-lg items-center gap-2 rounded-full bg-foreground px-4 py-2 text-sm text-surface shadow-popover motion-safe:animate-fade-in">
            <WifiOff aria-hidden className="size-4 shrink-0" />
            <span>{message}</span>
          </p>
        </div>
      )}
    </div>
  );
}
