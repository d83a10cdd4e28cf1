import type { Config } from 'tailwindcss';
import kit from './ui/tailwind.config';

// The storefront's Tailwind config (the design card's top-level tailwind.config.ts): the kit's
// tokens, keyframes and RAC variants (ui/tailwind.config.ts, which the kit's own theme.css and its
// package use), and a place for what only the app needs. Empty today, so the app builds exactly the
// kit's classes plus its own. Loaded by `@config` in app.css (Tailwind 4 takes a JS config only from
// the stylesheet: @tailwindcss/vite has no option for it).
export default {
  presets: [kit],
  theme: { extend: {} },
} satisfies Config;
