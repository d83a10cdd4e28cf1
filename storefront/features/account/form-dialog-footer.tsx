import { useIntl } from 'react-intl';
import { Button, DialogFooter } from '@pasar/ui';
import { accountMessages as m } from './messages';

/** Cancel and Save under a profile form (the form's submit button is Save). */
export function FormDialogFooter({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const intl = useIntl();
  return (
    <DialogFooter>
      <Button variant="outline" onPress={onCancel}>
        {intl.formatMessage(m.cancel)}
      </Button>
      <Button type="submit" isPending={saving}>
        {intl.formatMessage(m.save)}
      </Button>
    </DialogFooter>
  );
}
