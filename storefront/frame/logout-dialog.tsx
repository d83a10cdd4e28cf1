import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AlertDialog } from '@pasar/ui';
import { logOut } from '../api/member';

const m = defineMessages({
  logoutTitle: { id: 'layout.logout.title', defaultMessage: 'Are you sure you want to log out?' },
  logoutBody: {
    id: 'layout.logout.body',
    defaultMessage: 'You will need to log in again to see your orders and vouchers.',
  },
  confirm: { id: 'layout.logout.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'layout.logout.cancel', defaultMessage: 'Cancel' },
});

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
