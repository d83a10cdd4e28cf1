import type { Config } from 'tailwindcss';
import racPlugin from 'tailwindcss-react-aria-components';
import { borderRadius, boxShadow, colors, fontFamily, maxWidth, minHeight, screens } from './lib/tokens';

// Design tokens (lib/tokens.ts) as Tailwind utilities. Components use these names
// (bg-primary, text-muted-foreground), never raw palette colours, so a re-brand is one file.
// Loaded by Tailwind 4 through `@config` in theme.css (in the package: dist/theme.css and
// dist/tailwind.config.js, which `npm run build:ui` makes from these two files). The storefront's
// own config, the repository's top-level tailwind.config.ts, takes this one as its preset. The RAC
// plugin adds state variants (hovered:, pressed:, selected:, invalid:, entering:, …) from RAC's
// data attributes. No `content`: theme.css names the kit's own files with `@source`, and the app's
// Tailwind finds the app's files itself (from Vite's root).
export default {
  theme: {
    extend: {
      screens,
      colors,
      borderRadius,
      boxShadow,
      fontFamily,
      maxWidth,
      minHeight,
      // Overlay motion. RAC sets data-entering / data-exiting and waits for the exit animation
      // before unmounting, so every overlay pairs an `entering:` with an `exiting:` animation,
      // both behind `motion-safe:`.
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
        'zoom-in': {
          from: { opacity: '0', transform: 'scale(0.96)' },
          to: { opacity: '1', transform: 'scale(1)' },
        },
        'zoom-out': {
          from: { opacity: '1', transform: 'scale(1)' },
          to: { opacity: '0', transform: 'scale(0.96)' },
        },
        'slide-up': { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
        'slide-down': { from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } },
      },
      animation: {
        'fade-in': 'fade-in 150ms ease-out',
        'fade-out': 'fade-out 100ms ease-in',
        'zoom-in': 'zoom-in 150ms ease-out',
        'zoom-out': 'zoom-out 100ms ease-in',
        'slide-up': 'slide-up 200ms ease-out',
        'slide-down': 'slide-down 150ms ease-in',
      },
    },
  },
  plugins: [racPlugin],
} satisfies Config;
