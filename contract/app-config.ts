import { z } from 'zod';

/** GET /support/api/app/config: what the shell's footer and download blocks show (design: SPEC.md §4). */
export const appConfigSchema = z.object({
  about_url: z.url(),
  icp_number: z.string(),
  ios_download_url: z.url(),
  android_download_url: z.url(),
  customer_service_whatsapp: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

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
