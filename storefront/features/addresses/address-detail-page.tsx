import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState, showToast, Skeleton } from '@pasar/ui';
import type { AddressRequest } from '../../../contract/addresses';
import { addAddress, updateAddress, useAddress } from '../../api/addresses';
import { PageHeader } from '../../frame/page-header';
import { useSession } from '../../session/session-store';
import { AddressForm } from './address-form';
import { addressMessages as m } from './messages';

/**
 * /addressDetail (add) and /addressDetail?id= (edit): the form in the shopping country. Saved,
 * it returns to the list; a refusal keeps the form as it is (the request's toast says why).
 */
export function AddressDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const country = useSession((s) => s.localeInfo.xlocale);
  const { data: saved, error, mutate } = useAddress(id);
  const title = intl.formatMessage(id ? m.editTitle : m.addTitle);

  async function save(request: AddressRequest) {
    if (id) await updateAddress({ ...request, address_id: id });
    else await addAddress(request);
    showToast({ title: intl.formatMessage(m.saved), variant: 'success' });
    void navigate('/addressManage', { replace: true });
  }

  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={title} />
      <div className="bg-surface p-4 desktop:rounded-lg desktop:p-6">
        {id && error && !saved ? (
          <ErrorState
            title={intl.formatMessage(m.formLoadFailed)}
            retryLabel={intl.formatMessage(m.tryAgain)}
            onRetry={() => void mutate()}
          />
        ) : id && !saved ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-12" />
            ))}
          </div>
        ) : (
          // Keyed by the address, so the form starts from the loaded values (and a new country).
          <AddressForm
            key={`${country}-${saved?.address_id ?? 'new'}`}
            country={country}
            saved={saved}
            onSubmit={save}
          />
        )}
      </div>
    </main>
  );
}
