import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AlertDialog } from '@pasar/ui';
import { logOut } from '../session/logout';
import { layoutMessages as m } from './messages';

/** "Are you sure you want to log out?" with Confirm and Cancel (SPEC.md §2 "Logout"). */
export function LogoutDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.logoutTitle)}
      confirmLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      onConfirm={async () => {
        await logOut();
        onOpenChange(false);
        navigate('/');
      }}
    >
      <FormattedMessage {...m.logoutBody} />
    </AlertDialog>
  );
}
