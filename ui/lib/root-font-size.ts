// SPEC.md §9: "Mobile base font: 16 times width/375, minimum 12 px. Non-mobile root: 16 px."
// The kit sizes everything in rem, so scaling the root scales the whole mobile layout with the
// screen, the way the shop's design (drawn at 375 px) expects. An app applies the rule in its CSS
// (the storefront: storefront/app/root-font-size.css), so a page drawn by the server has its
// final size at its first paint; rootFontSize is the rule's reference, in px.

/** Below this width the mobile layout applies (SPEC.md §1, §9). */
export const MOBILE_BREAKPOINT = 750;
/** The width the mobile design is drawn at. */
export const DESIGN_WIDTH = 375;
export const BASE_FONT_SIZE = 16;
export const MIN_FONT_SIZE = 12;

/**
 * The root font size in px for a viewport `width` in CSS px. Rounded to 1/100 px so resizes
 * that do not change the result do not churn style recalculation.
 * Decision: no upper bound below 750 px (the spec names none), so a 740 px tablet gets ~31.6 px;
 * it falls back to 16 px at 750 px exactly where the desktop layout takes over.
 */
export function rootFontSize(width: number): number {
  if (!Number.isFinite(width)) return BASE_FONT_SIZE;
  if (width >= MOBILE_BREAKPOINT) return BASE_FONT_SIZE;
  const scaled = (BASE_FONT_SIZE * width) / DESIGN_WIDTH;
  return Math.max(MIN_FONT_SIZE, Math.round(scaled * 100) / 100);
}
