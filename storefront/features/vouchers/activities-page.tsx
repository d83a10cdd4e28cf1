import { useIntl } from 'react-intl';
import { PartyPopper } from 'lucide-react';
import { Link } from '@pasar/ui';
import { PageHeader } from '../../frame/page-header';
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
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-[1200px] flex-col gap-4 bg-surface-sunken pb-10">
      <PageHeader title={intl.formatMessage(m.activitiesTitle)} />
      <section
        aria-labelledby="activities-banner"
        className="flex flex-col items-center gap-2 bg-primary px-4 py-8 text-center text-primary-foreground desktop:rounded-b-lg"
      >
        <PartyPopper aria-hidden="true" className="size-10" />
        <h2 id="activities-banner" className="m-0 text-2xl font-bold">
          {intl.formatMessage(m.activitiesTitle)}
        </h2>
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
