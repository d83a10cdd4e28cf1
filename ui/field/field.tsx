import {
  FieldError as AriaFieldError,
  Group as AriaGroup,
  Input as AriaInput,
  Label as AriaLabel,
  Text as AriaText,
  type FieldErrorProps as AriaFieldErrorProps,
  type GroupProps as AriaGroupProps,
  type InputProps as AriaInputProps,
  type LabelProps as AriaLabelProps,
  type TextProps as AriaTextProps,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn, composeClassName } from '../lib/cn';
import { fieldFocusRing, fieldFocusWithinRing, invalidFieldFocusWithinRing } from '../lib/focus-ring';

// The parts every form control shares (label, help text, error, the bordered box), so a
// TextField, a Select and a PhoneField line up and turn red the same way.

export function Label({ className, ...props }: AriaLabelProps) {
  return (
    <AriaLabel
      {...props}
      data-slot="label"
      className={cn('w-fit text-sm font-medium text-foreground cursor-default', className)}
    />
  );
}

/** Help text under a field; wired to the field's aria-describedby by RAC's `slot="description"`. */
export function FieldDescription({ className, ...props }: AriaTextProps) {
  return (
    <AriaText
      {...props}
      slot="description"
      data-slot="field-description"
      className={cn('text-sm text-muted-foreground', className)}
    />
  );
}

/** The validation message; RAC renders it only while the field is invalid. */
export function FieldError({ className, ...props }: AriaFieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      data-slot="field-error"
      className={composeClassName(className, 'text-sm text-error')}
    />
  );
}

export const fieldSizes = {
  sm: 'h-8 text-sm',
  md: 'h-10 text-base',
  lg: 'h-12 text-base',
} as const;

/** A single bordered text box. `invalid:` is RAC's data-invalid (SPEC.md §5: error-coloured border). */
export const inputVariants = cva(
  [
    'w-full min-w-0 rounded border border-border bg-surface px-3 text-foreground',
    'placeholder:text-muted-foreground transition-colors',
    'hover:border-border-strong',
    fieldFocusRing,
    // invalid:hover: outranks hover: (two attributes), so the error border stays under the pointer.
    'invalid:border-error-border invalid:hover:border-error-border focus:invalid:ring-error-border',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground',
  ],
  { variants: { size: fieldSizes }, defaultVariants: { size: 'md' } },
);

export interface InputProps extends Omit<AriaInputProps, 'size'>, VariantProps<typeof inputVariants> {}

export function Input({ size, className, ...props }: InputProps) {
  return (
    <AriaInput
      {...props}
      data-slot="input"
      className={composeClassName(className, inputVariants({ size }))}
    />
  );
}

/**
 * A bordered box holding an input plus adornments (a toggle, a clear button, a country code).
 * The input inside drops its own border; the box takes focus and invalid styles from the field
 * root, which must carry `group` (every kit field does).
 */
export const fieldGroupVariants = cva(
  [
    'flex w-full items-center overflow-hidden rounded border border-border bg-surface text-foreground transition-colors',
    'hover:border-border-strong',
    fieldFocusWithinRing,
    'group-invalid:border-error-border group-invalid:hover:border-error-border',
    invalidFieldFocusWithinRing,
    'group-disabled:cursor-not-allowed group-disabled:bg-muted group-disabled:text-muted-foreground',
  ],
  { variants: { size: fieldSizes }, defaultVariants: { size: 'md' } },
);

export interface FieldGroupProps extends AriaGroupProps, VariantProps<typeof fieldGroupVariants> {}

export function FieldGroup({ size, className, ...props }: FieldGroupProps) {
  return (
    <AriaGroup
      {...props}
      data-slot="field-group"
      className={composeClassName(className, fieldGroupVariants({ size }))}
    />
  );
}

/** The input that sits inside a FieldGroup: no border or ring of its own. */
export function GroupInput({ className, ...props }: AriaInputProps) {
  return (
    <AriaInput
      {...props}
      data-slot="input"
      className={composeClassName(
        className,
        'h-full w-full min-w-0 flex-1 bg-transparent px-3 text-inherit outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed',
      )}
    />
  );
}

/** Class for a field root (TextField, Select, …): a column, and the `group` adornments key off. */
export const fieldRootClassName = 'group flex flex-col gap-1.5';
