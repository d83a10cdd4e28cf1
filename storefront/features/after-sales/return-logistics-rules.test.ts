import { describe, expect, it } from 'vitest';
import { logisticsProblems } from './return-logistics-rules';

describe('the return logistics form (SPEC.md §5: courier and tracking number required)', () => {
  it('asks for both', () => {
    expect(logisticsProblems(null, '', '')).toEqual(['courier', 'trackingNo']);
  });
  it('asks for the name of another courier', () => {
    expect(logisticsProblems('other', ' ', 'NV12345678')).toEqual(['courierName']);
    expect(logisticsProblems('other', 'Lalamove', 'NV12345678')).toEqual([]);
  });
  it('refuses a tracking number that is not 6–30 letters and digits', () => {
    expect(logisticsProblems('jne', '', 'AB-12')).toEqual(['trackingNoInvalid']);
    expect(logisticsProblems('jne', '', 'JNE0019ABC')).toEqual([]);
  });
});
