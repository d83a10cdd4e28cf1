import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, Link, PasswordField, showToast } from '@pasar/ui';
import { CHANGE_PASSWORD_TYPE } from '../../../contract/profile-constants';
import { PASSWORD_MAX_LENGTH, isValidNewPassword } from '../../../contract/rules/password';
import { encryptPassword } from '../../api/encrypt-password';
import { changePassword } from '../../api/member-profile';
import { FormDialogFooter } from './form-dialog-footer';
import { accountMessages as m } from './messages';
import { useSaveError } from './use-save-error';

/**
 * Change the password with the current one (update_type 3). Decision: the change by a code to
 * the member's own contact (4, 5) is on the server; on screen a member who forgot the current
 * password, or never set one, takes the reset page (/forgetPassword), which already walks the
 * captcha and code steps.
 */
export function PasswordDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = useSaveError();

  const errors = {
    old: touched && old === '' ? intl.formatMessage(m.oldPasswordRequired) : save.error,
    next: touched && !isValidNewPassword(next) ? intl.formatMessage(m.newPasswordInvalid) : null,
    confirm: touched && confirm !== next ? intl.formatMessage(m.passwordMismatch) : null,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (old === '' || !isValidNewPassword(next) || confirm !== next) return;
    setSaving(true);
    const saved = await save.run(async () =>
      changePassword({
        update_type: CHANGE_PASSWORD_TYPE.oldPassword,
        old_password: await encryptPassword(old),
        password: await encryptPassword(next),
      }),
    );
    setSaving(false);
    if (!saved) return;
    showToast({ title: intl.formatMessage(m.passwordChanged), variant: 'success' });
    onOpenChange(false);
  }

  return (
    <Dialog title={intl.formatMessage(m.passwordDialogTitle)} isOpen={isOpen} onOpenChange={onOpenChange}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PasswordField
          label={intl.formatMessage(m.oldPassword)}
          value={old}
          onChange={(value) => {
            setOld(value);
            save.clear();
          }}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="current-password"
          isInvalid={errors.old !== null}
          errorMessage={errors.old}
        />
        <PasswordField
          label={intl.formatMessage(m.newPassword)}
          value={next}
          onChange={setNext}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          description={intl.formatMessage(m.passwordRule)}
          isInvalid={errors.next !== null}
          errorMessage={errors.next}
        />
        <PasswordField
          label={intl.formatMessage(m.confirmPassword)}
          value={confirm}
          onChange={setConfirm}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          isInvalid={errors.confirm !== null}
          errorMessage={errors.confirm}
        />
        <Link variant="standalone" href="/forgetPassword" className="self-start text-sm">
          {intl.formatMessage(m.forgotPassword)}
        </Link>
        <FormDialogFooter saving={saving} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
