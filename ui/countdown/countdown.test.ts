import { describe, expect, it } from 'vitest';
import { countdownDuration, formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('shows hours from an hour on, and keeps counting hours past a day', () => {
    expect(formatCountdown(30 * 60)).toBe('30:00');
    expect(formatCountdown(60 * 60 - 1)).toBe('59:59');
    expect(formatCountdown(60 * 60)).toBe('01:00:00');
    expect(formatCountdown(90 * 60 + 7)).toBe('01:30:07');
    expect(formatCountdown(24 * 3600 - 2)).toBe('23:59:58');
    expect(formatCountdown(36 * 3600)).toBe('36:00:00');
  });

  it('rounds fractions up so "00:00" means the time is over', () => {
    expect(formatCountdown(0.2)).toBe('00:01');
    expect(formatCountdown(59.01)).toBe('01:00');
  });

  it('treats negative, NaN and infinite input as finished', () => {
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('countdownDuration', () => {
  it('gives an ISO 8601 duration for <time dateTime>', () => {
    expect(countdownDuration(65)).toBe('PT1M5S');
    expect(countdownDuration(0)).toBe('PT0M0S');
    expect(countdownDuration(24 * 3600 - 2)).toBe('PT23H59M58S');
  });
});
