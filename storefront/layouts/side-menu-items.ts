import type { MessageDescriptor } from 'react-intl';
import type { CountryCode } from '../../contract/countries';
import { layoutMessages as m } from './messages';

/** The desktop personal-center side menu (SPEC.md §2): shown only on these paths. */
export const sideMenuPaths = [
  '/me',
  '/setting',
  '/order',
  '/afterSaleOrder',
  '/addressManage',
  '/addressDetail',
  '/message',
  '/points',
  '/couponsList',
  '/payment-option',
  '/refund-settings',
  // Beyond SPEC.md §2's list: the wishlist (ADR 041).
  '/wishlist',
] as const;

/** Scrolled past this many px, the side menu sticks (SPEC.md §2). */
export const SIDE_MENU_SCROLL_THRESHOLD = 185;

export interface SideMenuItem {
  id: string;
  path: string;
  label: MessageDescriptor;
  /** Other paths on which this entry is the active one. */
  alsoActiveOn?: readonly string[];
  hiddenIn?: readonly CountryCode[];
}

export const sideMenuItems: readonly SideMenuItem[] = [
  { id: 'me', path: '/me', label: m.personalCenter, alsoActiveOn: ['/points'] },
  { id: 'setting', path: '/setting', label: m.personalInfo },
  { id: 'order', path: '/order', label: m.myOrders },
  { id: 'wishlist', path: '/wishlist', label: m.wishlist },
  { id: 'afterSale', path: '/afterSaleOrder', label: m.afterSales },
  { id: 'coupons', path: '/couponsList', label: m.coupons },
  {
    id: 'payment',
    path: '/payment-option',
    label: m.paymentOption,
    alsoActiveOn: ['/refund-settings'],
    hiddenIn: ['SG', 'MY'],
  },
  { id: 'address', path: '/addressManage', label: m.addresses, alsoActiveOn: ['/addressDetail'] },
  { id: 'message', path: '/message', label: m.messageCenter },
];

export function showsSideMenu(pathname: string): boolean {
  return (sideMenuPaths as readonly string[]).includes(pathname);
}

export function visibleSideMenuItems(country: CountryCode): SideMenuItem[] {
  return sideMenuItems.filter((item) => !item.hiddenIn?.includes(country));
}

export function activeSideMenuItem(pathname: string): string | undefined {
  return sideMenuItems.find((item) => item.path === pathname || item.alsoActiveOn?.includes(pathname))?.id;
}
