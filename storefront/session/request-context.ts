import { setRequestContext } from '../api/request';
import { session } from './session-store';

/** Every call carries the session's token, device id, language and country (SPEC.md §7). */
setRequestContext(() => {
  const state = session.get();
  return {
    token: state.userInfo.userInfo?.auth_token,
    deviceId: state.userInfo.deviceId || undefined,
    language: state.localeInfo.language ?? undefined,
    country: state.localeInfo.xlocale,
  };
});
