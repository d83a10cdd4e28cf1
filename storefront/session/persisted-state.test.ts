import { describe, expect, it } from 'vitest';
import { initialState, isLoggedIn, readPersisted, writePersisted } from './persisted-state';

describe('persist:root', () => {
  it('reads what the previous app (redux-persist) wrote, so shoppers stay signed in', () => {
    const legacy = JSON.stringify({
      userInfo: JSON.stringify({
        deviceId: 'abc12345',
        userInfo: { auth_token: 't0k3n', user_name: 'Sari', member_no: 'M1', points: 20 },
      }),
      globalState: JSON.stringify({ orderTab: 2 }),
      appInfo: JSON.stringify({ Token: 'x' }),
      localeInfo: JSON.stringify({ xlocale: 'SG' }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
    const state = readPersisted(legacy, 'ID');
    expect(state.userInfo.userInfo?.auth_token).toBe('t0k3n');
    expect(state.userInfo.messageNumber).toBe(0);
    expect(state.globalState.orderTab).toBe(2);
    expect(state.localeInfo.xlocale).toBe('SG');
    expect(isLoggedIn(state)).toBe(true);
  });

  it('round-trips through the stored format', () => {
    const state = initialState('MY');
    state.userInfo.userInfo = { user_name: 'Ah Meng', auth_token: 'abc' };
    state.localeInfo.language = 'zh-CN';
    expect(readPersisted(writePersisted(state), 'ID')).toEqual(state);
  });

  it('falls back to defaults on broken or foreign data, never throws', () => {
    expect(readPersisted('not json', 'ID')).toEqual(initialState('ID'));
    expect(readPersisted(JSON.stringify({ userInfo: '{broken' }), 'SG').userInfo).toEqual(
      initialState('SG').userInfo,
    );
    const state = readPersisted(
      JSON.stringify({ localeInfo: JSON.stringify({ xlocale: 'US', language: 'fr' }) }),
      'ID',
    );
    expect(state.localeInfo.xlocale).toBe('ID');
    expect(state.localeInfo.language).toBeNull();
  });

  it('is logged in only with a user_name', () => {
    const state = initialState();
    expect(isLoggedIn(state)).toBe(false);
    state.userInfo.userInfo = { auth_token: 'only-a-token' };
    expect(isLoggedIn(state)).toBe(false);
  });
});
