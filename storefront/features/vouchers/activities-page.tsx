import { useIntl } from 'react-intl';
import { PartyPopper } from 'lucide-react';
import { Link } from '@pasar/ui';
import { PageHeader } from '../../frame/page-header';
import { useIsMobile } from '../../platform/use-is-mobile';
import { usePageTitle } from '../../platform/use-page-title';
import { ClaimCentre } from './claim-centre';
import { vouchersMessages as m } from './messages';

/**
 * /activities (SPEC.md §2 login group: no main layout). Decision (ADR 028): the campaign page is
 * a themed landing page for the country's live campaigns: a banner, the same claim cards as
 * /coupons, and the way into the shop. A shared link to it works without the shop's frame (it is
 * what a promotion message or an ad opens).
 */
export function ActivitiesPage() {
  const intl = useIntl();
  const mobile = useIsMobile();
  const title = intl.formatMessage(m.activitiesTitle);
  usePageTitle(title);
  // On a phone the bar with its back arrow holds the page's h1; on desktop the banner's title is it.
  const BannerTitle = mobile ? 'p' : 'h1';
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-[1200px] flex-col gap-4 bg-surface-sunken pb-10">
      {mobile && <PageHeader title={title} />}
      <section
        aria-label={title}
        className="flex flex-col items-center gap-2 bg-primary px-4 py-8 text-center text-primary-foreground desktop:rounded-b-lg"
      >
        <PartyPopper aria-hidden="true" className="size-10" />
        <BannerTitle className="m-0 text-2xl font-bold">{title}</BannerTitle>
        <p className="m-0 text-base">{intl.formatMessage(m.activitiesIntro)}</p>
      </section>
      <div className="flex flex-col gap-4 px-3 desktop:px-6">
        <ClaimCentre />
        <Link variant="standalone" href="/" className="self-center">
          {intl.formatMessage(m.activitiesShop)}
        </Link>
      </div>
    </main>
  );
}
