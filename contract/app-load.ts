import { z } from 'zod';
import { countryCodes, currencyCodes } from './countries';

// Shapes of the app start-up calls: POST /support/api/app/load and GET /support/api/app/config.

export const controlListSchema = z.object({
  email: z.boolean().default(true),
  phone: z.boolean().default(true),
  whatsapp: z.boolean().default(true),
});
export type ControlList = z.infer<typeof controlListSchema>;

/** A country as POST /support/api/app/load answers it. */
export const countrySchema = z.object({
  country_code: z.enum(countryCodes),
  country_en_name: z.string(),
  currency_code: z.enum(currencyCodes),
  currency_symbol: z.string(),
  timezone: z.string(),
  phone_code: z.string(),
  language: z.string(),
  app_control_conf: z.array(z.object({ control_list: controlListSchema })),
});
export type Country = z.infer<typeof countrySchema>;

export const appLoadResponseSchema = z.object({
  countrys: z.array(countrySchema),
  /** Milliseconds since the epoch, from the server clock. */
  server_time: z.number().int(),
});
export type AppLoadResponse = z.infer<typeof appLoadResponseSchema>;

/** GET /support/api/app/config: what the shell's footer and download blocks show (design: SPEC.md §4). */
export const appConfigSchema = z.object({
  about_url: z.url(),
  icp_number: z.string(),
  ios_download_url: z.url(),
  android_download_url: z.url(),
  customer_service_whatsapp: z.string(),
  /**
   * The third parties the operator switched on (ADR 027), absent when off: the storefront loads
   * each only after the page is idle and, for analytics and advertising, the shopper's consent.
   */
  ga_measurement_id: z.string().optional().describe('GA_MEASUREMENT_ID: Google Analytics 4 (G-…)'),
  meta_pixel_id: z.string().optional().describe("META_PIXEL_ID: Meta's advertising pixel"),
  chat_widget_src: z.url().optional().describe("CHAT_WIDGET_SRC: a customer chat widget's script"),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
