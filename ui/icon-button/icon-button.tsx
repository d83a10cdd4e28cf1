import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { composeClassName } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export const iconButtonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-pill transition-colors cursor-pointer select-none',
    focusRing,
    'disabled:cursor-not-allowed disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        ghost: 'bg-transparent text-foreground hover:bg-muted pressed:bg-muted',
        outline: 'border border-border bg-surface text-foreground hover:bg-muted pressed:bg-muted',
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover pressed:bg-primary-hover',
        muted:
          'bg-transparent text-muted-foreground hover:bg-muted hover:text-foreground pressed:bg-muted',
      },
      // 2.75rem meets the 44 px touch target on mobile; sm is for dense desktop rows and
      // adornments inside a field, where the field itself is the larger target.
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-11 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'aria-label'>, VariantProps<typeof iconButtonVariants> {
  /** Required: an icon has no text, so this is the button's only name ("Close", "Tutup"). */
  'aria-label': string;
}

/** A button showing only an icon. The icon should be `aria-hidden`; the name comes from `aria-label`. */
export function IconButton({ variant, size, className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      data-slot="icon-button"
      className={composeClassName(className, iconButtonVariants({ variant, size }))}
    />
  );
}
