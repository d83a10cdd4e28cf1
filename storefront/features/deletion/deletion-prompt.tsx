import { useIntl } from 'react-intl';
import { AlertDialog } from '@pasar/ui';
import type { DeletionStatus } from '../../../contract/account-deletion';
import { formatDate } from '../../../contract/dates';
import { cancelDeletion } from '../../api/account-deletion';
import { logOut } from '../../api/member';
import { useSession } from '../../session/session-store';
import { deletionMessages as m } from './messages';

/**
 * Signing in while a deletion is processing (as Shopee and Tokopedia do): cancel the
 * request and stay, or keep it and log out. It needs an answer: Escape and the backdrop do not
 * close it.
 */
export function DeletionPrompt({ status, onClose }: { status: DeletionStatus; onClose: () => void }) {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  return (
    <AlertDialog
      isOpen
      isKeyboardDismissDisabled
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(m.promptTitle)}
      confirmLabel={intl.formatMessage(m.promptCancelRequest)}
      cancelLabel={intl.formatMessage(m.promptKeep)}
      onConfirm={async () => {
        await cancelDeletion();
        onClose();
      }}
      onCancel={() => {
        void logOut().finally(onClose);
      }}
    >
      {intl.formatMessage(m.promptBody, { due: formatDate(status.due_at, country) })}
    </AlertDialog>
  );
}
