import { useEffect, useState } from 'react';
import { onConsentChange, readConsent } from '../../session/consent-choice';
import { ConsentBanner } from './consent-banner';
import { ConsentChoicesDialog } from './consent-choices-dialog';
import { closeConsentChoices, useChoicesRequested } from './choices-request';

/**
 * The banner (while no choice is stored and there is something to ask about) and the choices
 * dialog: the chunk ConsentOnDemand loads when one may be wanted.
 */
export function ConsentHost({ mayAsk }: { mayAsk: boolean }) {
  const requested = useChoicesRequested();
  const [choice, setChoice] = useState(readConsent);
  const [choosing, setChoosing] = useState(false);
  useEffect(() => onConsentChange(setChoice), []);
  const open = requested || choosing;
  return (
    <>
      {mayAsk && !choice && !open && <ConsentBanner onChoose={() => setChoosing(true)} />}
      {/* Mounted while open only, so each opening starts from the stored choice. */}
      {open && (
        <ConsentChoicesDialog
          onClose={() => {
            setChoosing(false);
            closeConsentChoices();
          }}
        />
      )}
    </>
  );
}
