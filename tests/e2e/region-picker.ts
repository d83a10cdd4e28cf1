import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Picks a region in the address form's combo box (province, city, district): types part of its
 * name, which leaves it first in the list, and takes it by keyboard, as a shopper can.
 */
export async function pickRegion(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.fill(typed);
  await expect(page.getByRole('option').first()).toHaveText(option);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(option);
}
