import { RETURN_TRACKING_NO_PATTERN } from '../../../contract/after-sales-constants';

export type Problem = 'courier' | 'courierName' | 'trackingNo' | 'trackingNoInvalid';

/** SPEC.md §5: the courier and the tracking number are both required; the number 6–30 letters and digits. */
export function logisticsProblems(courier: string | null, courierName: string, trackingNo: string): Problem[] {
  const problems: Problem[] = [];
  if (!courier) problems.push('courier');
  if (courier === 'other' && courierName.trim() === '') problems.push('courierName');
  if (trackingNo.trim() === '') problems.push('trackingNo');
  else if (!RETURN_TRACKING_NO_PATTERN.test(trackingNo.trim())) problems.push('trackingNoInvalid');
  return problems;
}
