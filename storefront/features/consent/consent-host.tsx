import { useState } from 'react';
import { ConsentBanner } from './consent-banner';
import { ConsentChoicesDialog } from './consent-choices-dialog';
import { closeConsentChoices, useChoicesRequested } from './choices-request';

/** The banner and the choices dialog: the chunk ConsentOnDemand loads when one is wanted. */
export function ConsentHost({ showBanner }: { showBanner: boolean }) {
  const requested = useChoicesRequested();
  const [choosing, setChoosing] = useState(false);
  const open = requested || choosing;
  return (
    <>
      {showBanner && !open && <ConsentBanner onChoose={() => setChoosing(true)} />}
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
