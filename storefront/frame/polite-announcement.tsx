import { useEffect, useRef, useState } from 'react';

/**
 * Says `text` politely, once each time it changes, never for the text it was mounted with: a
 * total that follows the shopper's choice (a voucher, a refund quantity) changes away from where
 * they are, and a screen reader would not learn of it. `null` (the new answer still on its way)
 * says nothing and forgets nothing, so A → null → B is said once, as B.
 *
 * The region is on the page from the first render (words put into a region as it appears are not
 * reliably read). Decision: marked as a live announcer, the attribute RAC keeps visible when it
 * hides everything outside an open dialog from assistive technology (its ariaHideOutside): the
 * voucher choice changes the order's total from inside its dialog.
 */
export function PoliteAnnouncement({
  text,
  'data-testid': testId,
}: {
  text: string | null;
  'data-testid'?: string;
}) {
  const last = useRef(text);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (text === null || text === last.current) return;
    last.current = text;
    setSaid(text);
  }, [text]);
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      data-live-announcer="true"
      data-testid={testId}
      className="sr-only"
    >
      {said}
    </div>
  );
}
