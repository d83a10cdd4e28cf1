import type { Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { composeClassName } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export const linkVariants = cva(
  [
    'cursor-pointer rounded-sm underline-offset-2 transition-colors',
    focusRing,
    'disabled:cursor-not-allowed disabled:opacity-50 disabled:no-underline',
  ],
  {
    variants: {
      variant: {
        // In running text: underlined, so it is not told apart by colour alone (WCAG 1.4.1).
        inline: 'text-primary underline hover:text-primary-hover',
        // Stand-alone ("Forgot password?", footer links): underline on hover.
        standalone: 'text-primary no-underline hover:underline',
        // Quiet links on a coloured or busy surface (footer, breadcrumbs).
        muted: 'text-muted-foreground no-underline hover:text-foreground hover:underline',
        // A link the caller draws (a logo, an icon, a menu entry, a banner, a card): the kit adds
        // only the focus ring, the pointer and the disabled look (Tailwind's base styles already
        // give a link its parent's colour and no underline).
        plain: '',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

export interface LinkProps extends AriaLinkProps, VariantProps<typeof linkVariants> {
  /** The anchor, for a page that moves focus to the link itself. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The kit's one link, for every link an app draws: a RAC Link, so an internal `href` navigates
 * client-side through the app's RouterProvider (react-router in the storefront), a modified click
 * opens a new tab, an external page opens normally, `target="_blank"` for a new tab (About Us,
 * SPEC.md §2 footer). `aria-current="page"` marks the page being shown (`current:` styles it).
 */
export function Link({ variant, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-slot="link"
      className={composeClassName(className, linkVariants({ variant }))}
    />
  );
}
