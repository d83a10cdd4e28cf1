import { defaultAppConfig, type AppConfig } from '../../../contract/app-config';
import { readThirdParties } from '../../lib/third-parties';

/**
 * The storefront's app config. Decision: configuration, not data — the shop's defaults, each
 * overridable from the environment, so an operator changes a link without a migration.
 */
export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parties = readThirdParties(env);
  return {
    about_url: env.PASAR_ABOUT_URL ?? defaultAppConfig.about_url,
    icp_number: env.PASAR_ICP_NUMBER ?? defaultAppConfig.icp_number,
    ios_download_url: env.PASAR_IOS_URL ?? defaultAppConfig.ios_download_url,
    android_download_url: env.PASAR_ANDROID_URL ?? defaultAppConfig.android_download_url,
    customer_service_whatsapp: env.PASAR_CS_WHATSAPP ?? defaultAppConfig.customer_service_whatsapp,
    ...(parties.gaMeasurementId ? { ga_measurement_id: parties.gaMeasurementId } : {}),
    ...(parties.metaPixelId ? { meta_pixel_id: parties.metaPixelId } : {}),
    ...(parties.chatWidgetSrc ? { chat_widget_src: parties.chatWidgetSrc } : {}),
  };
}
