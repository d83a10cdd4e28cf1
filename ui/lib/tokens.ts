// Pasar's design tokens as plain data: tailwind.config.ts turns them into utilities
// (bg-primary, rounded-lg, shadow-card, max-w-container) and ui/introduction.mdx draws them.
// Colour pairs are chosen for WCAG AA contrast (4.5:1 for text), which the a11y addon checks on
// every story.

export const colors = {
  primary: { DEFAULT: '#c8221b', foreground: '#ffffff', hover: '#a81c16', soft: '#fdecea' },
  surface: { DEFAULT: '#ffffff', sunken: '#f5f5f7', raised: '#ffffff', inverse: '#1d1d1f' },
  foreground: { DEFAULT: '#1d1d1f', inverse: '#ffffff' },
  muted: { DEFAULT: '#f0f0f2', foreground: '#5c5c66' },
  border: { DEFAULT: '#dcdce0', strong: '#8e8e99' },
  success: { DEFAULT: '#137333', soft: '#e6f4ea' },
  warning: { DEFAULT: '#8a5300', soft: '#fff4e0' },
  error: { DEFAULT: '#c5221f', foreground: '#ffffff', hover: '#a50e0e', soft: '#fce8e6', border: '#d93025' },
  info: { DEFAULT: '#1558b0', soft: '#e8f0fe' },
  focus: '#1a73e8',
  overlay: 'rgb(0 0 0 / 0.45)',
} as const;

export const borderRadius = { sm: '4px', DEFAULT: '8px', lg: '12px', xl: '16px', pill: '9999px' } as const;

export const boxShadow = {
  card: '0 1px 3px rgb(0 0 0 / 0.08), 0 1px 2px rgb(0 0 0 / 0.04)',
  popover: '0 4px 16px rgb(0 0 0 / 0.14)',
  dialog: '0 12px 40px rgb(0 0 0 / 0.18)',
} as const;

export const fontFamily = {
  sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Noto Sans', 'Noto Sans SC', 'sans-serif'],
};

/** SPEC.md §1, §9: the mobile layout applies below 750 px, so `desktop:` starts at 750. */
export const screens = { desktop: '750px' } as const;

/** SPEC.md §9: desktop container 1200 px; SPEC.md §2: login dialog minimum height 34rem. */
export const maxWidth = { container: '1200px' } as const;
export const minHeight = { dialog: '34rem' } as const;
