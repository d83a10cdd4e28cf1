import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorState, Skeleton } from '@pasar/ui';
import { formatDate } from '../../../contract/dates';
import { isPhoneCode } from '../../../contract/countries';
import { DEFAULT_PHONE_CODE, type AccountDeletionInput } from '../../../machines';
import { cancelDeletion, useDeletionStatus } from '../../api/account-deletion';
import { PageHeader } from '../../frame/page-header';
import { useSession } from '../../session/session-store';
import { DeletionForm } from './deletion-form';
import { deletionMessages as m } from './messages';

/** The member's own contact the code goes to: the phone first, else the e-mail. */
function useOwnContact(): AccountDeletionInput | null {
  const user = useSession((s) => s.userInfo.userInfo);
  const countryCode = isPhoneCode(user?.country_code) ? user.country_code : DEFAULT_PHONE_CODE;
  if (user?.phone) return { method: 'phone', countryCode, contact: user.phone };
  if (user?.email) return { method: 'email', countryCode, contact: user.email };
  return null;
}

function Consequences() {
  const intl = useIntl();
  return (
    <section aria-labelledby="deletion-lose" className="flex flex-col gap-2">
      <h2 id="deletion-lose" className="m-0 text-base font-semibold">
        {intl.formatMessage(m.loseHeading)}
      </h2>
      <ul className="m-0 flex list-disc flex-col gap-1 ps-5 text-sm">
        {[m.loseOrders, m.loseCoins, m.loseProfile, m.loseLogin].map((line) => (
          <li key={line.id}>{intl.formatMessage(line)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /delete (SPEC.md §2 "Account/data deletion", §4 its states, §9 3–7 working days): what is
 * lost, the reason, the code to the member's own contact and the notice; once asked, the
 * processing view with its due date and a way to cancel.
 */
export function DeletePage() {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const contact = useOwnContact();
  const { data: status, error, mutate } = useDeletionStatus();
  const [cancelled, setCancelled] = useState(false);

  let content;
  if (error && !status)
    content = (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.tryAgain)}
        onRetry={() => void mutate()}
      />
    );
  else if (!status) content = <Skeleton className="h-40" />;
  else if (status.state === 'processing')
    content = (
      <section
        aria-labelledby="deletion-processing"
        data-testid="deletion-processing"
        className="flex flex-col gap-3"
      >
        <h2 id="deletion-processing" className="m-0 text-lg font-semibold">
          {intl.formatMessage(m.processingTitle)}
        </h2>
        <p className="m-0 text-sm">
          {intl.formatMessage(m.processingBody, {
            requested: formatDate(status.requested_at, country),
            due: formatDate(status.due_at, country),
          })}
        </p>
        <Button
          variant="secondary"
          onPress={async () => {
            await cancelDeletion();
            setCancelled(true);
          }}
        >
          {intl.formatMessage(m.cancelRequest)}
        </Button>
      </section>
    );
  else
    content = (
      <>
        {cancelled && (
          <p role="status" className="m-0 text-sm font-medium text-success">
            {intl.formatMessage(m.cancelled)}
          </p>
        )}
        <Consequences />
        {contact ? (
          <DeletionForm contact={contact} />
        ) : (
          <p className="m-0 text-sm">{intl.formatMessage(m.noContact)}</p>
        )}
      </>
    );

  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.title)} />
      <div className="flex flex-col gap-5 bg-surface p-4 desktop:mx-auto desktop:w-full desktop:max-w-2xl desktop:rounded-lg desktop:p-6">
        {content}
      </div>
    </main>
  );
}
