import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '@pasar/ui';
import { LogoutDialog } from '../../frame/logout-dialog';
import { authMessages as m } from './messages';
import { home } from './return-target';
import { takeReturnTarget } from './use-return-after-login';

/**
 * A login screen opened by a shopper who is already logged in: who they are, the way back to
 * shopping, and Log out (with its confirmation, SPEC.md §2 "Logout") to switch accounts.
 * Decision: this is also the mobile way to log out until the personal center exists.
 */
export function AlreadyLoggedIn({ name }: { name: string }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-4" data-testid="already-logged-in">
      <p className="m-0 text-base">
        <FormattedMessage {...m.alreadyBody} values={{ name }} />
      </p>
      <Button
        size="lg"
        fullWidth
        onPress={() => {
          const target = takeReturnTarget() ?? home;
          void navigate(target.to, { replace: true, state: target.state });
        }}
      >
        <FormattedMessage {...m.continueShopping} />
      </Button>
      <Button size="lg" fullWidth variant="outline" onPress={() => setConfirming(true)}>
        <FormattedMessage {...m.logOut} />
      </Button>
      <LogoutDialog isOpen={confirming} onOpenChange={setConfirming} />
    </div>
  );
}
