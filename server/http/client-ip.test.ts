import { describe, expect, it } from 'vitest';
import { parseTrustProxy, resolveClientIp, trustNoProxy } from './client-ip';

describe('the client IP', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says otherwise', () => {
    expect(resolveClientIp(trustNoProxy, '198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
    expect(resolveClientIp(parseTrustProxy(undefined), '::ffff:198.51.100.9', '1.2.3.4, 5.6.7.8')).toBe(
      '198.51.100.9',
    );
  });

  it('takes the address the outermost of N trusted proxies saw, never a hop the client wrote', () => {
    const one = parseTrustProxy('1');
    // The client wrote "1.2.3.4"; our one proxy appended the real peer 203.0.113.7.
    expect(resolveClientIp(one, '10.0.0.2', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(resolveClientIp(one, '10.0.0.2', undefined)).toBe('10.0.0.2');
    const two = parseTrustProxy('2');
    expect(resolveClientIp(two, '10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
    // Fewer hops than proxies (a request straight to the inner proxy): the left-most there is.
    expect(resolveClientIp(two, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('takes the right-most hop outside the trusted subnets', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 127.0.0.1, fd00::/8');
    expect(resolveClientIp(trust, '10.1.2.3', '1.2.3.4, 203.0.113.7, 10.0.0.5')).toBe('203.0.113.7');
    expect(resolveClientIp(trust, '198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
    expect(resolveClientIp(trust, 'fd00::1', '2001:db8::7')).toBe('2001:db8::7');
    // A hop that is no address was written by the client: the walk stops before it.
    expect(resolveClientIp(trust, '10.1.2.3', 'evil, 10.0.0.9')).toBe('10.0.0.9');
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/prefix/);
    expect(parseTrustProxy('none')).toEqual(trustNoProxy);
  });
});
