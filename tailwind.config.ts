import type { Config } from 'tailwindcss';
import racPlugin from 'tailwindcss-react-aria-components';

// Design tokens. Components use these names (bg-primary, text-muted-foreground), never raw
// palette colours, so a re-brand is one file. Loaded by Tailwind 4 through `@config` in
// ui/theme.css. Colour pairs are chosen for WCAG AA contrast (4.5:1 for text), which the
// a11y addon checks on every story.
export default {
  content: ['./index.html', './storefront/**/*.{ts,tsx}', './ui/**/*.{ts,tsx}'],
  theme: {
    extend: {
      // SPEC.md §1/§9: the mobile layout applies below 750 px, so `desktop:` starts at 750.
      screens: { desktop: '750px' },
      colors: {
        primary: { DEFAULT: '#d7261e', foreground: '#ffffff', hover: '#b81f18', soft: '#fdecea' },
        surface: { DEFAULT: '#ffffff', sunken: '#f5f5f7', raised: '#ffffff', inverse: '#1d1d1f' },
        foreground: { DEFAULT: '#1d1d1f', inverse: '#ffffff' },
        muted: { DEFAULT: '#f0f0f2', foreground: '#5c5c66' },
        border: { DEFAULT: '#dcdce0', strong: '#8e8e99' },
        success: { DEFAULT: '#137333', soft: '#e6f4ea' },
        warning: { DEFAULT: '#8a5300', soft: '#fff4e0' },
        error: { DEFAULT: '#c5221f', soft: '#fce8e6', border: '#d93025' },
        info: { DEFAULT: '#1558b0', soft: '#e8f0fe' },
        focus: '#1a73e8',
        overlay: 'rgb(0 0 0 / 0.45)',
      },
      borderRadius: { sm: '4px', DEFAULT: '8px', lg: '12px', xl: '16px', pill: '9999px' },
      boxShadow: {
        card: '0 1px 3px rgb(0 0 0 / 0.08), 0 1px 2px rgb(0 0 0 / 0.04)',
        dialog: '0 12px 40px rgb(0 0 0 / 0.18)',
        popover: '0 4px 16px rgb(0 0 0 / 0.14)',
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Noto Sans', 'Noto Sans SC', 'sans-serif'],
      },
      maxWidth: { container: '1200px' },
      minHeight: { dialog: '34rem' },
      // Overlay motion. RAC sets data-entering / data-exiting and waits for the exit animation
      // before unmounting, so every overlay pairs an `entering:` with an `exiting:` animation.
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
        'zoom-in': { from: { opacity: '0', transform: 'scale(0.96)' }, to: { opacity: '1', transform: 'scale(1)' } },
        'zoom-out': { from: { opacity: '1', transform: 'scale(1)' }, to: { opacity: '0', transform: 'scale(0.96)' } },
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
