import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn, composeClassName } from '../lib/cn';
import { Spinner } from '../spinner';

// Design variants only; states (hovered, pressed, focus-visible, disabled, pending) come from
// RAC's data attributes through the tailwindcss-react-aria-components variants.
export const buttonVariants = cva(
  [
    'relative inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium',
    'outline-none transition-colors select-none cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50 pending:cursor-wait',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hovered:bg-primary-hover pressed:bg-primary-hover',
        secondary: 'border border-primary bg-surface text-primary hovered:bg-primary-soft pressed:bg-primary-soft',
        outline: 'border border-border bg-surface text-foreground hovered:bg-muted pressed:bg-muted',
        ghost: 'bg-transparent text-foreground hovered:bg-muted pressed:bg-muted',
        link: 'bg-transparent text-primary underline-offset-4 hovered:underline',
      },
      size: {
        sm: 'h-8 rounded px-3 text-sm',
        md: 'h-10 rounded px-4 text-base',
        lg: 'h-12 rounded-lg px-6 text-lg',
      },
      fullWidth: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends AriaButtonProps, VariantProps<typeof buttonVariants> {}

/** The kit's button: a RAC Button with Pasar's variants and a spinner while `isPending`. */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-slot="button"
      className={composeClassName(className, buttonVariants({ variant, size, fullWidth }))}
    >
      {(renderProps) => (
        <>
          {renderProps.isPending && <Spinner size="sm" className="absolute" />}
          {/* opacity, not visibility: the label stays the button's accessible name while pending */}
          <span className={cn('inline-flex items-center gap-2', renderProps.isPending && 'opacity-0')}>
            {typeof children === 'function' ? children(renderProps) : children}
          </span>
        </>
      )}
    </AriaButton>
  );
}
