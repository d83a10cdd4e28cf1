import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../contract/errors';
import type { voucherCampaigns } from '../../db/schema';
import { campaignRefusal } from './vouchers';
import type { Caller } from '../../lib/caller';

// The claim rules on a simulated clock: every time is an offset from one instant, no database.
const t0 = new Date('2026-11-21T03:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 60 * 60 * 1000;

const campaign: typeof voucherCampaigns.$inferSelect = {
  id: '00000000-0000-4000-8000-000000000001',
  countryCode: 'ID',
  kind: 'discount',
  discountType: 'fixed',
  value: 10_000,
  maxDiscount: null,
  minSpend: 50_000,
  startsAt: t0,
  endsAt: at(24 * HOUR),
  validFrom: null,
  validUntil: null,
  validDaysAfterClaim: 7,
  totalQuantity: 100,
  claimedCount: 0,
  perMemberLimit: 1,
  newUsersOnly: false,
  appOnly: false,
  onlineOnly: false,
  stackable: false,
  scope: 'all',
  code: null,
  listed: true,
  title: { en: 'T', id: 'T', 'zh-CN': 'T' },
  terms: { en: '', id: '', 'zh-CN': '' },
  createdAt: t0,
};
const web: Pick<Caller, 'country' | 'language' | 'platform'> = {
  country: 'ID',
  language: 'en',
  platform: 'web',
};

describe('campaignRefusal', () => {
  it('opens the claim window at starts_at and closes it at ends_at', () => {
    expect(campaignRefusal(campaign, web, at(-1), true)).toBe(errorCatalogue.voucherEventNotStarted);
    expect(campaignRefusal(campaign, web, t0, true)).toBeNull();
    expect(campaignRefusal(campaign, web, at(24 * HOUR - 1), true)).toBeNull();
    expect(campaignRefusal(campaign, web, at(24 * HOUR), true)).toBe(errorCatalogue.voucherEventExpired);
  });

  it('refuses another country first, whatever the time', () => {
    expect(campaignRefusal(campaign, { ...web, country: 'SG' }, at(-1), true)).toBe(
      errorCatalogue.voucherCountryMismatch,
    );
  });

  it('keeps an app-only voucher for the app and a new-user voucher for new users', () => {
    const appOnly = { ...campaign, appOnly: true };
    expect(campaignRefusal(appOnly, web, t0, true)).toBe(errorCatalogue.voucherAppOnly);
    expect(campaignRefusal(appOnly, { ...web, platform: 'app' }, t0, true)).toBeNull();
    const newUsers = { ...campaign, newUsersOnly: true };
    expect(campaignRefusal(newUsers, web, t0, false)).toBe(errorCatalogue.voucherNewUsersOnly);
    expect(campaignRefusal(newUsers, web, t0, true)).toBeNull();
  });
});
