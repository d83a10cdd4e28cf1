/**
 * The third parties an operator may switch on (SPEC.md §1, ADR 027), each by its own variable and
 * each off when unset: Google Analytics 4 (GA_MEASUREMENT_ID), Meta's advertising pixel
 * (META_PIXEL_ID) and a customer chat widget's script (CHAT_WIDGET_SRC). The ids end up in script
 * URLs in the shopper's browser, so a malformed one stops the start instead of reaching a page.
 */
export interface ThirdParties {
  gaMeasurementId?: string;
  metaPixelId?: string;
  chatWidgetSrc?: string;
}

const GA_ID = /^G-[A-Z0-9]{4,20}$/;
const PIXEL_ID = /^\d{6,20}$/;

export function readThirdParties(env: NodeJS.ProcessEnv = process.env): ThirdParties {
  const parties: ThirdParties = {};
  const ga = env.GA_MEASUREMENT_ID?.trim();
  if (ga) {
    if (!GA_ID.test(ga)) throw new Error(`GA_MEASUREMENT_ID is not a GA4 measurement id (G-…): ${ga}`);
    parties.gaMeasurementId = ga;
  }
  const pixel = env.META_PIXEL_ID?.trim();
  if (pixel) {
    if (!PIXEL_ID.test(pixel)) throw new Error(`META_PIXEL_ID is not a Meta pixel id (digits): ${pixel}`);
    parties.metaPixelId = pixel;
  }
  const chat = env.CHAT_WIDGET_SRC?.trim();
  if (chat) {
    if (!URL.canParse(chat) || new URL(chat).protocol !== 'https:')
      throw new Error(`CHAT_WIDGET_SRC is not an https:// script URL: ${chat}`);
    parties.chatWidgetSrc = chat;
  }
  return parties;
}
