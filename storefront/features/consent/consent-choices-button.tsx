import { useIntl } from 'react-intl';
import { Button } from '@pasar/ui';
import { openConsentChoices } from './choices-request';
import { consentMessages as m } from './messages';

/** "Privacy choices" in the desktop footer: opens the choices dialog (ADR 027). */
export function ConsentChoicesButton({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <Button
      variant="link"
      size="sm"
      onPress={openConsentChoices}
      className={['min-h-0 px-0 py-0 text-muted-foreground hover:text-foreground', className].join(' ')}
    >
      {intl.formatMessage(m.openChoices)}
    </Button>
  );
}
