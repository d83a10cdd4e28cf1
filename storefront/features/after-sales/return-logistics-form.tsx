import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Select, SelectItem, showToast, TextField } from '@pasar/ui';
import type { AfterSalesDetail } from '../../../contract/after-sales';
import {
  RETURN_COURIER_NAME_MAX,
  RETURN_COURIER_NAMES,
  RETURN_COURIERS,
  type ReturnCourier,
} from '../../../contract/after-sales-constants';
import { ApiError } from '../../../contract/envelope';
import { sendReturnLogistics } from '../../api/after-sales';
import { newIdempotencyKey } from '../../api/request';
import { focusFirstInvalid } from '../../frame/focus-first-invalid';
import { useErrorText } from '../../i18n/use-error-text';
import { afterSalesMessages as m } from './messages';
import { logisticsProblems } from './return-logistics-rules';

/**
 * The return's courier (the country's list, or another one by name) and tracking number, while
 * the request awaits the return. A refusal shows beside the button; the values stay. Saved, the
 * form gives way to what it saved: `onSaved` says where focus goes.
 */
export function ReturnLogisticsForm({
  request,
  onSaved,
}: {
  request: AfterSalesDetail;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const errorText = useErrorText();
  const [courier, setCourier] = useState<ReturnCourier | null>(null);
  const [courierName, setCourierName] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);
  // After a first try each field's message follows what is typed.
  const shown = tried ? logisticsProblems(courier, courierName, trackingNo) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const found = logisticsProblems(courier, courierName, trackingNo);
    setRefusal(null);
    if (found.length > 0 || !courier) {
      focusFirstInvalid(form.current);
      return;
    }
    setPending(true);
    try {
      await sendReturnLogistics(
        {
          after_sale_no: request.after_sale_no,
          courier,
          ...(courier === 'other' ? { courier_name: courierName.trim() } : {}),
          tracking_no: trackingNo.trim(),
        },
        newIdempotencyKey(),
      );
      showToast({ title: intl.formatMessage(m.logisticsSaved), variant: 'success' });
      onSaved();
    } catch (caught) {
      setRefusal(caught instanceof ApiError ? errorText(caught) : String(caught));
    } finally {
      setPending(false);
    }
  }

  const trackingError = shown.includes('trackingNo')
    ? intl.formatMessage(m.trackingNoRequired)
    : shown.includes('trackingNoInvalid')
      ? intl.formatMessage(m.trackingNoInvalid)
      : undefined;
  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Select
        label={intl.formatMessage(m.logisticsCompany)}
        placeholder={intl.formatMessage(m.logisticsCompanyPlaceholder)}
        selectedKey={courier}
        onSelectionChange={(key) => setCourier(key as ReturnCourier)}
        isRequired
        isInvalid={shown.includes('courier')}
        errorMessage={shown.includes('courier') ? intl.formatMessage(m.logisticsCompanyRequired) : undefined}
        data-testid="logistics-courier"
      >
        {RETURN_COURIERS[request.country_code].map((id) => {
          const name = id === 'other' ? intl.formatMessage(m.courierOther) : RETURN_COURIER_NAMES[id];
          return (
            <SelectItem key={id} id={id} textValue={name}>
              {name}
            </SelectItem>
          );
        })}
      </Select>
      {courier === 'other' && (
        <TextField
          label={intl.formatMessage(m.courierName)}
          value={courierName}
          onChange={setCourierName}
          maxLength={RETURN_COURIER_NAME_MAX}
          isRequired
          isInvalid={shown.includes('courierName')}
          errorMessage={shown.includes('courierName') ? intl.formatMessage(m.courierNameRequired) : undefined}
        />
      )}
      <TextField
        label={intl.formatMessage(m.trackingNo)}
        value={trackingNo}
        onChange={setTrackingNo}
        maxLength={30}
        autoComplete="off"
        isRequired
        isInvalid={Boolean(trackingError)}
        errorMessage={trackingError}
        data-testid="logistics-tracking"
      />
      {refusal && (
        <p role="alert" className="m-0 text-sm text-error">
          {refusal}
        </p>
      )}
      <Button type="submit" isPending={pending} className="self-end" data-testid="logistics-submit">
        {intl.formatMessage(m.logisticsSubmit)}
      </Button>
    </form>
  );
}
