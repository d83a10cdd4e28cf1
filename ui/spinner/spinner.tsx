import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-current border-r-transparent',
  {
    variants: {
      size: { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  className?: string;
  /** Announced to screen readers; omit when the spinner sits beside visible text saying the same. */
  label?: string;
}

/** A decorative spinner, or a labelled status when `label` is given. */
export function Spinner({ size, className, label }: SpinnerProps) {
  const spinner = (
    <span data-slot="spinner" aria-hidden="true" className={cn(spinnerVariants({ size }), className)} />
  );
  if (!label) return spinner;
  return (
    <span role="status" className="inline-flex">
      {spinner}
      <span className="sr-only">{label}</span>
    </span>
  );
}
