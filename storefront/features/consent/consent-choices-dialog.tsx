import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Dialog, DialogFooter, showToast } from '@pasar/ui';
import { readConsent, saveConsent, type ConsentChoice } from '../../session/consent-choice';
import { consentMessages as m } from './messages';

function Purpose({
  id,
  label,
  body,
  isSelected,
  isDisabled,
  onChange,
}: {
  id: string;
  label: string;
  body: string;
  isSelected: boolean;
  isDisabled?: boolean;
  onChange?: (selected: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-1 border-t border-border py-3">
      <Checkbox
        isSelected={isSelected}
        isDisabled={isDisabled}
        onChange={onChange}
        aria-describedby={`${id}-body`}
        data-testid={id}
      >
        <span className="font-medium">{label}</span>
      </Checkbox>
      <p id={`${id}-body`} className="m-0 ps-7 text-sm text-muted-foreground">
        {body}
      </p>
    </div>
  );
}

/**
 * The choices per purpose (ADR 027), opened from the banner, /setting or the desktop footer:
 * analytics and advertising off until ticked, the shop's own needs shown as always on. Each of
 * the three buttons saves and closes; closing without one changes nothing.
 */
export function ConsentChoicesDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<ConsentChoice>(
    () => readConsent() ?? { analytics: false, advertising: false },
  );
  const save = (next: ConsentChoice, close: () => void) => {
    saveConsent(next);
    showToast({ title: intl.formatMessage(m.saved), variant: 'success' });
    close();
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.choicesTitle)}
      footer={({ close }) => (
        <DialogFooter>
          <Button variant="outline" onPress={() => save({ analytics: false, advertising: false }, close)}>
            {intl.formatMessage(m.rejectAll)}
          </Button>
          <Button variant="outline" onPress={() => save(choice, close)}>
            {intl.formatMessage(m.save)}
          </Button>
          <Button variant="outline" onPress={() => save({ analytics: true, advertising: true }, close)}>
            {intl.formatMessage(m.acceptAll)}
          </Button>
        </DialogFooter>
      )}
    >
      <p className="m-0 pb-3 text-sm">{intl.formatMessage(m.choicesIntro)}</p>
      <Purpose
        id="consent-necessary"
        label={intl.formatMessage(m.necessaryLabel)}
        body={intl.formatMessage(m.necessaryBody)}
        isSelected
        isDisabled
      />
      <Purpose
        id="consent-analytics"
        label={intl.formatMessage(m.analyticsLabel)}
        body={intl.formatMessage(m.analyticsBody)}
        isSelected={choice.analytics}
        onChange={(analytics) => setChoice((c) => ({ ...c, analytics }))}
      />
      <Purpose
        id="consent-advertising"
        label={intl.formatMessage(m.advertisingLabel)}
        body={intl.formatMessage(m.advertisingBody)}
        isSelected={choice.advertising}
        onChange={(advertising) => setChoice((c) => ({ ...c, advertising }))}
      />
    </Dialog>
  );
}
