import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker, Dialog, showToast } from '@pasar/ui';
import type { MemberInfo } from '../../../contract/member';
import { BIRTHDAY_MIN, isAcceptableBirthday } from '../../../contract/profile-constants';
import { countryOfPhoneCode } from '../../../contract/countries';
import { timezoneFor } from '../../../contract/dates';
import { updateBirthday } from '../../api/member-profile';
import { formatIsoDate } from './display-name';
import { FormDialogFooter } from './form-dialog-footer';
import { accountMessages as m } from './messages';
import { useSaveError } from './use-save-error';

/** Today in the member's country ('YYYY-MM-DD'): a birthdate may not be after it. */
function todayIn(countryCode: string): string {
  const zone = timezoneFor(countryOfPhoneCode(countryCode) ?? 'ID');
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
}

/**
 * Set or change the birthdate with the kit's date picker (SPEC.md §5, §9: once a year; setting
 * the first one counts). From 1 January 1900 to today; the server's refusal (1101011) shows
 * under the field.
 */
export function BirthdayDialog({
  member,
  isOpen,
  onOpenChange,
}: {
  member: MemberInfo;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const today = todayIn(member.country_code);
  const [value, setValue] = useState<CalendarDate | null>(
    member.birthday ? parseDate(member.birthday) : null,
  );
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = useSaveError();
  const iso = value?.toString() ?? '';

  const localError = !touched
    ? null
    : !value
      ? intl.formatMessage(m.birthdayRequired)
      : !isAcceptableBirthday(iso, today)
        ? intl.formatMessage(m.birthdayInvalid)
        : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!value || !isAcceptableBirthday(iso, today)) return;
    setSaving(true);
    const saved = await save.run(() => updateBirthday(iso));
    setSaving(false);
    if (!saved) return;
    showToast({ title: intl.formatMessage(m.saved), variant: 'success' });
    onOpenChange(false);
  }

  const error = localError ?? save.error;
  return (
    <Dialog title={intl.formatMessage(m.birthdayDialogTitle)} isOpen={isOpen} onOpenChange={onOpenChange}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <DatePicker<CalendarDate>
          label={intl.formatMessage(m.birthday)}
          value={value}
          onChange={(next) => {
            setValue(next);
            save.clear();
          }}
          minValue={parseDate(BIRTHDAY_MIN)}
          maxValue={parseDate(today)}
          description={
            member.birthday_next_change
              ? intl.formatMessage(m.birthdayLockedUntil, {
                  date: formatIsoDate(member.birthday_next_change),
                })
              : intl.formatMessage(m.birthdayHint)
          }
          isInvalid={error !== null}
          errorMessage={error}
        />
        <FormDialogFooter saving={saving} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
