import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Group as AriaGroup,
  Input as AriaInput,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import { Minus, Plus } from 'lucide-react';
import { cn, composeClassName } from '../lib/cn';
import { fieldFocusWithinRing, focusRingInset } from '../lib/focus-ring';
import { FieldDescription, FieldError, Label } from '../field';
import { quantityStepperMessages } from './messages';

export const quantityStepperVariants = cva(
  [
    'inline-flex items-stretch overflow-hidden rounded border border-border bg-surface text-foreground',
    fieldFocusWithinRing,
    'invalid:border-error-border disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'h-7 [&_[data-slot=quantity-stepper-button]]:w-7 [&_input]:w-9 text-sm',
        md: 'h-9 [&_[data-slot=quantity-stepper-button]]:w-9 [&_input]:w-12 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const stepButtonClassName = cn(
  'flex shrink-0 items-center justify-center bg-muted text-foreground cursor-pointer transition-colors',
  'hover:bg-border pressed:bg-border',
  'disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted-foreground',
  // Inset: the buttons sit flush inside the stepper's border.
  focusRingInset,
  '[&_svg]:size-4',
);

export interface QuantityStepperProps
  extends
    Omit<AriaNumberFieldProps, 'minValue' | 'step' | 'formatOptions'>,
    VariantProps<typeof quantityStepperVariants> {
  /** Visible label; without one pass `aria-label` ("Quantity", "Jumlah"). */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** The most the shopper may buy: stock or the purchase limit, whichever is lower. */
  maxValue?: number;
}

/**
 * − [ 2 ] + for a cart line or the product page. Whole numbers from 1 (SPEC.md has no zero
 * quantity: removing a line is its own action); each end's button disables itself at the limit.
 */
export function QuantityStepper({
  label,
  description,
  errorMessage,
  size,
  className,
  ...props
}: QuantityStepperProps) {
  const intl = useIntl();
  return (
    <AriaNumberField
      defaultValue={1}
      {...props}
      minValue={1}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isWheelDisabled
      data-slot="quantity-stepper"
      className={composeClassName(className, 'group inline-flex flex-col gap-1.5')}
    >
      {label && <Label>{label}</Label>}
      <AriaGroup data-slot="quantity-stepper-group" className={quantityStepperVariants({ size })}>
        <AriaButton
          slot="decrement"
          aria-label={intl.formatMessage(quantityStepperMessages.decrease)}
          data-slot="quantity-stepper-button"
          className={stepButtonClassName}
        >
          <Minus aria-hidden="true" />
        </AriaButton>
        <AriaInput
          data-slot="quantity-stepper-input"
          className="min-w-0 border-x border-border bg-surface text-center tabular-nums outline-none"
        />
        <AriaButton
          slot="increment"
          aria-label={intl.formatMessage(quantityStepperMessages.increase)}
          data-slot="quantity-stepper-button"
          className={stepButtonClassName}
        >
          <Plus aria-hidden="true" />
        </AriaButton>
      </AriaGroup>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
