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
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

export interface LinkProps extends AriaLinkProps, VariantProps<typeof linkVariants> {}

/**
 * A RAC Link: client-side navigation through the app's RouterProvider when `href` is internal,
 * `target="_blank"` for external pages (About Us, SPEC.md §2 footer).
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
