import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, TextField, showToast } from '@pasar/ui';
import type { MemberInfo } from '../../../contract/member';
import { USER_NAME_MAX_LENGTH } from '../../../contract/profile-constants';
import { updateName } from '../../api/member-profile';
import { formatIsoDate } from './display-name';
import { FormDialogFooter } from './form-dialog-footer';
import { accountMessages as m } from './messages';
import { useSaveError } from './use-save-error';

/**
 * Change the name (SPEC.md §5, §9: once a year). After this year's change the hint says from
 * when the next one is possible; the server's refusal (1101012) shows under the field.
 */
export function NameDialog({
  member,
  isOpen,
  onOpenChange,
}: {
  member: MemberInfo;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(member.user_name);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = useSaveError();
  const empty = value.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    setSaving(true);
    const saved = await save.run(() => updateName(value.trim()));
    setSaving(false);
    if (!saved) return;
    showToast({ title: intl.formatMessage(m.saved), variant: 'success' });
    onOpenChange(false);
  }

  const hint = member.name_next_change
    ? intl.formatMessage(m.nameLockedUntil, { date: formatIsoDate(member.name_next_change) })
    : intl.formatMessage(m.nameHint, { max: USER_NAME_MAX_LENGTH });
  const error = touched && empty ? intl.formatMessage(m.nameRequired) : save.error;
  return (
    <Dialog title={intl.formatMessage(m.nameDialogTitle)} isOpen={isOpen} onOpenChange={onOpenChange}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={intl.formatMessage(m.nameLabel)}
          value={value}
          onChange={(next) => {
            setValue(next);
            save.clear();
          }}
          maxLength={USER_NAME_MAX_LENGTH}
          description={hint}
          isInvalid={error !== null}
          errorMessage={error}
        />
        <FormDialogFooter saving={saving} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
