import { useIntl } from 'react-intl';
import { useCountdownTo } from '../../frame/use-countdown-to';
import { useHydrated } from '../../platform/use-hydrated';
import { catalogueMessages as m } from './messages';

/** "07:12:33": hours included (a flash deal runs until midnight, SPEC leaves the format open). */
export function formatHms(totalSeconds: number): string {
  const total = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The time left in today's flash deals, on the server's clock (the deal's end is the server's).
 * The kit's Countdown shows mm:ss for the short timers of checkout and codes; a deal ending at
 * midnight needs hours, so this one is the area's own.
 * role="timer" without live updates: a screen reader reads it when reached, not every second.
 */
export function FlashDealTimer({ endsAt }: { endsAt: number }) {
  const intl = useIntl();
  const seconds = useCountdownTo(endsAt);
  // The seconds left depend on this device's clock: never in a page the server drew.
  const hydrated = useHydrated();
  if (seconds === 0 || !hydrated) return null;
  return (
    <span role="timer" aria-live="off" className="inline-flex items-center gap-1 text-sm">
      <span className="text-muted-foreground">{intl.formatMessage(m.endsIn)}</span>
      <time
        dateTime={`PT${seconds}S`}
        className="rounded-sm bg-surface-inverse px-1.5 py-0.5 font-semibold text-foreground-inverse tabular-nums"
      >
        {formatHms(seconds)}
      </time>
    </span>
  );
}
