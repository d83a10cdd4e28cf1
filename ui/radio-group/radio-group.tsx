import { createContext, useContext, type ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { composeClassName } from '../lib/cn';
import { focusRing, radioFocusRing } from '../lib/focus-ring';
import { FieldDescription, FieldError, Label } from '../field';

type RadioVariant = 'default' | 'card';
const RadioVariantContext = createContext<RadioVariant>('default');

export const radioVariants = cva(
  'group/radio flex cursor-pointer items-start gap-2 text-base text-foreground transition-colors disabled:cursor-not-allowed disabled:text-muted-foreground',
  {
    variants: {
      variant: {
        default: '',
        // A bordered row, for choices that carry more than a word (payment methods, delivery options).
        card: [
          'rounded-lg border border-border bg-surface p-3 hover:border-border-strong',
          'selected:border-primary selected:bg-primary-soft',
          focusRing,
          'group-invalid:border-error-border',
        ],
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface RadioGroupProps extends AriaRadioGroupProps, VariantProps<typeof radioVariants> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  children?: ReactNode;
}

/** One choice from a few (payment method, refund type, after-sales reason). Arrow keys move and select. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  variant,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RadioVariantContext.Provider value={variant ?? 'default'}>
      <AriaRadioGroup
        {...props}
        data-slot="radio-group"
        className={composeClassName(className, 'group flex flex-col gap-2')}
      >
        {label && <Label>{label}</Label>}
        <div
          data-slot="radio-group-items"
          className="flex gap-2 group-orientation-vertical:flex-col group-orientation-horizontal:flex-wrap group-orientation-horizontal:gap-4"
        >
          {children}
        </div>
        {description && <FieldDescription>{description}</FieldDescription>}
        <FieldError>{errorMessage}</FieldError>
      </AriaRadioGroup>
    </RadioVariantContext.Provider>
  );
}

export type RadioProps = AriaRadioProps;

export function Radio({ className, children, ...props }: RadioProps) {
  const variant = useContext(RadioVariantContext);
  return (
    <AriaRadio
      {...props}
      data-slot="radio"
      className={composeClassName(className, radioVariants({ variant }))}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className="flex h-[1.5em] shrink-0 items-center">
            <span
              data-slot="radio-circle"
              className={[
                'size-5 rounded-pill border-2 border-border-strong bg-surface transition-all',
                'group-selected/radio:border-[6px] group-selected/radio:border-primary',
                'group-invalid:border-error-border',
                'group-disabled/radio:border-border group-disabled/radio:bg-muted',
                variant === 'default' ? radioFocusRing : '',
              ].join(' ')}
            />
          </span>
          <span className="min-w-0 flex-1 leading-normal break-words">{content}</span>
        </>
      ))}
    </AriaRadio>
  );
}
