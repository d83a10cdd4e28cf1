import { describe, expect, it } from 'vitest';
import { isMemberPath, noteMemberRoutes } from './member-routes';

describe('member pages by their route flag', () => {
  it('knows a flagged path once its table is noted, with its parameters', () => {
    expect(isMemberPath('/zz-me')).toBe(false);
    noteMemberRoutes([
      { path: '/zz-me', member: true },
      { path: '/zz-open' },
      { path: '/zz-detail/:id', member: true },
    ]);
    expect(isMemberPath('/zz-me')).toBe(true);
    expect(isMemberPath('/zz-detail/7')).toBe(true);
    expect(isMemberPath('/zz-open')).toBe(false);
    expect(isMemberPath('/zz-me/more')).toBe(false);
  });
});
