import { lazy, Suspense, useEffect, useState } from 'react';
import type { DeletionStatus } from '../../../contract/account-deletion';
import { onLoggedIn } from '../auth';

// The dialog and the status call load only after a sign-in: nothing of them in the first load.
const DeletionPrompt = lazy(() => import('./deletion-prompt').then((m) => ({ default: m.DeletionPrompt })));

/**
 * Decision: after every sign-in the storefront asks member/deletion/status (the login answer stays
 * as it is) and, while a deletion is processing, offers to cancel it. Mounted once at the app's root.
 */
export function DeletionPromptOnDemand() {
  const [status, setStatus] = useState<DeletionStatus | null>(null);
  useEffect(
    () =>
      onLoggedIn(({ user }) => {
        void import('../../api/account-deletion')
          .then(({ fetchDeletionStatus }) => fetchDeletionStatus(user.auth_token))
          .then((answer) => setStatus(answer.state === 'processing' ? answer : null))
          .catch(() => undefined);
      }),
    [],
  );
  if (!status) return null;
  return (
    <Suspense fallback={null}>
      <DeletionPrompt status={status} onClose={() => setStatus(null)} />
    </Suspense>
  );
}
