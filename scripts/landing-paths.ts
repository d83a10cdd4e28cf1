// The paths a shopper most often lands on: the home page, a product list and a product page. The
// build keeps their first load to what they use (scripts/landing-page-chunks.ts) and
// tests/perf/bundle-size.mjs measures it (and, with --budget, fails when it grows).
export const landingPaths = ['/', '/commodityList', '/commodDetail'] as const;
