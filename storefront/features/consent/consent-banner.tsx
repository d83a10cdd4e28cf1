import { useIntl } from 'react-intl';
import { Button, Link } from '@pasar/ui';
import { saveConsent } from '../../session/consent-choice';
import { consentMessages as m } from './messages';

/**
 * The first question (ADR 027): non-modal, at the foot of the screen, the shop usable around it.
 * "Accept all" and "Reject all" look the same and sit side by side (as easy to refuse as to
 * accept); "Choose" opens the per-purpose toggles.
 */
export function ConsentBanner({ onChoose }: { onChoose: () => void }) {
  const intl = useIntl();
  return (
    <section
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface p-4 shadow-dialog desktop:inset-x-auto desktop:end-6 desktop:bottom-6 desktop:max-w-md desktop:rounded-lg desktop:border"
    >
      <h2 id="consent-banner-title" className="m-0 text-base font-semibold">
        {intl.formatMessage(m.bannerTitle)}
      </h2>
      <p className="m-0 mt-1 text-sm text-muted-foreground">{intl.formatMessage(m.bannerBody)}</p>
      <Link href="/privacy" className="mt-1 inline-block text-sm">
        {intl.formatMessage(m.privacyLink)}
      </Link>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onPress={() => saveConsent({ analytics: true, advertising: true })}>
          {intl.formatMessage(m.acceptAll)}
        </Button>
        <Button variant="secondary" onPress={() => saveConsent({ analytics: false, advertising: false })}>
          {intl.formatMessage(m.rejectAll)}
        </Button>
        <Button variant="ghost" onPress={onChoose}>
          {intl.formatMessage(m.choose)}
        </Button>
      </div>
    </section>
  );
}
