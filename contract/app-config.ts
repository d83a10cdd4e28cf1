import type { AppConfig } from './app-load';

export type { AppConfig } from './app-load';

/**
 * Decision: the shop's defaults. The server answers these unless its environment overrides
 * them; the storefront shows them until the config arrives.
 */
export const defaultAppConfig: AppConfig = {
  about_url: 'https://about.pasar.example/',
  icp_number: '沪ICP备2026000001号',
  ios_download_url: 'https://apps.apple.com/app/pasar',
  android_download_url: 'https://play.google.com/store/apps/details?id=com.pasar.shop',
  customer_service_whatsapp: '+6281100000000',
};
