import {
  countryDefaults,
  defaultCountry,
  isCountryCode,
  type Country,
  type CountryCode,
} from '../../contract/countries';
import type { AppConfig } from '../../contract/app-config';
import type { Cart } from '../../contract/cart';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales';

/**
 * The persisted client state of SPEC.md §3, stored under `persist:root` in the format the
 * previous app's redux-persist wrote (each slice a JSON string inside one JSON object), so an
 * upgraded app keeps its shoppers signed in.
 */
export const PERSIST_KEY = 'persist:root';

export interface UserInfo {
  auth_token?: string;
  member_no?: string;
  points?: number;
  user_name?: string;
  phone?: string;
  email?: string;
  country_code?: string;
}

/** A line of a visitor's cart: what was chosen, never its price (order/cart/preview prices it). */
export interface VisitorCartItem {
  sku_id: string;
  quantity: number;
  selected: boolean;
}

export interface UserSlice {
  deviceId: string;
  selectSkus: string[];
  /**
   * Decision: a visitor's cart lives here (persist:root, so it survives reloads) and is merged into
   * the member's server cart at login (storefront/features/cart). Newest first.
   */
  visitorCart: VisitorCartItem[];
  /**
   * Decision (ADR 041): a visitor's wishlist and recently viewed products, product numbers newest
   * first, kept here like the cart and merged into the member's at login (storefront/api/wishlist.ts).
   */
  visitorWishlist: string[];
  visitorViewed: string[];
  /**
   * Decision (ADR 042): the cart as the cart page last showed it and whose it was (a member's
   * number, '' for a visitor, and the country), so it can be shown read-only offline. On the
   * device, never in the service worker; logout deletes it with the rest of this state.
   */
  shownCart: { owner: string; cart: Cart } | null;
  buyType: number | null;
  pointsDeductionSwitch: boolean;
  /** Unread messages, for the bell badge. */
  messageNumber: number;
  userInfo: UserInfo | null;
}

export interface GlobalSlice {
  orderTab: number;
  couponTab: number;
  packageTab: number;
  searchText: string;
}

/** What the native app shell passed in (Token, Language, Locale and anything else it sends). */
export type AppInfoSlice = Record<string, unknown> & { Token?: string; Language?: string; Locale?: string };

export type { AppConfig };

export interface LocaleSlice {
  /** The country (X-Locale header): ID, SG or MY. */
  xlocale: CountryCode;
  /** Decision: the UI language lives here too, so a reload keeps the shopper's choice. */
  language: Locale | null;
  serverTime: number | null;
  countryList: Country[];
  currentCountry: Country | null;
  timeZone: string;
  appConfig: AppConfig | null;
  configTimestamp: number | null;
}

export interface PersistedState {
  userInfo: UserSlice;
  globalState: GlobalSlice;
  appInfo: AppInfoSlice;
  localeInfo: LocaleSlice;
}

export function initialState(country: CountryCode = defaultCountry): PersistedState {
  return {
    userInfo: {
      deviceId: '',
      selectSkus: [],
      visitorCart: [],
      visitorWishlist: [],
      visitorViewed: [],
      shownCart: null,
      buyType: null,
      pointsDeductionSwitch: false,
      messageNumber: 0,
      userInfo: null,
    },
    globalState: { orderTab: 0, couponTab: 0, packageTab: 0, searchText: '' },
    appInfo: {},
    localeInfo: {
      xlocale: country,
      language: null,
      serverTime: null,
      countryList: [],
      currentCountry: null,
      timeZone: countryDefaults[country].timezone,
      appConfig: null,
      configTimestamp: null,
    },
  };
}

function parseSlice<T extends object>(raw: unknown, fallback: T): T {
  if (typeof raw !== 'string') return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? { ...fallback, ...(value as Partial<T>) }
      : fallback;
  } catch {
    return fallback;
  }
}

/** Reads `persist:root`; anything missing or broken falls back to the defaults, never throws. */
export function readPersisted(raw: string | null, country: CountryCode): PersistedState {
  const fallback = initialState(country);
  if (!raw) return fallback;
  let outer: Record<string, unknown>;
  try {
    outer = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return fallback;
  }
  const state: PersistedState = {
    userInfo: parseSlice(outer.userInfo, fallback.userInfo),
    globalState: parseSlice(outer.globalState, fallback.globalState),
    appInfo: parseSlice(outer.appInfo, fallback.appInfo),
    localeInfo: parseSlice(outer.localeInfo, fallback.localeInfo),
  };
  if (!isCountryCode(state.localeInfo.xlocale)) state.localeInfo.xlocale = country;
  if (state.localeInfo.language !== null && !isLocale(state.localeInfo.language))
    state.localeInfo.language = null;
  return state;
}

export function writePersisted(state: PersistedState): string {
  return JSON.stringify({
    userInfo: JSON.stringify(state.userInfo),
    globalState: JSON.stringify(state.globalState),
    appInfo: JSON.stringify(state.appInfo),
    localeInfo: JSON.stringify(state.localeInfo),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}

/** Logged-in is inferred from the user having a user_name (SPEC.md §4). */
export function isLoggedIn(state: PersistedState): boolean {
  return Boolean(state.userInfo.userInfo?.user_name);
}

export { defaultLocale };
