import { useSession } from '../../session/session-store';
import { loginChannels, type LoginChannels } from './login-options';

/** The current country's sign-in channels (app_control_conf[0].control_list of app/load). */
export function useLoginChannels(): LoginChannels {
  const whatsapp = useSession(
    (s) => loginChannels(s.localeInfo.currentCountry?.app_control_conf[0]?.control_list).whatsapp,
  );
  const email = useSession(
    (s) => loginChannels(s.localeInfo.currentCountry?.app_control_conf[0]?.control_list).email,
  );
  return { whatsapp, email };
}
