import { setRequestContext } from '../api/request';
import { session } from './session-store';
import { requestContextOf } from './stored-state';

/** Every call carries the session's token, device id, language and country (SPEC.md §7). */
setRequestContext(() => requestContextOf(session.get()));
