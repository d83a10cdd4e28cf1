import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue as AriaSelectValue,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { ChevronDown } from 'lucide-react';
import { composeClassName } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { FieldDescription, FieldError, Label, fieldRootClassName, fieldSizes } from '../field';
import { ListBox } from '../list-box';
import { Popover } from '../popover';
import { selectMessages } from './messages';

export { ListBoxItem as SelectItem } from '../list-box';

export const selectTriggerVariants = cva(
  [
    'flex w-full min-w-0 cursor-pointer items-center gap-2 rounded border border-border bg-surface px-3 text-start text-foreground transition-colors',
    'hover:border-border-strong group-open:border-focus',
    focusRing,
    'group-invalid:border-error-border group-invalid:hover:border-error-border',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground',
  ],
  { variants: { size: fieldSizes }, defaultVariants: { size: 'md' } },
);

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children'>, VariantProps<typeof selectTriggerVariants> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options: SelectItem elements, or a function of each item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
}

/** Pick one option from a list (bank, province, reason for a refund). Keyboard: arrows, typeahead, Enter, Escape. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  children,
  items,
  size,
  placeholder,
  className,
  ...props
}: SelectProps<T>) {
  const intl = useIntl();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? intl.formatMessage(selectMessages.placeholder)}
      data-slot="select"
      className={composeClassName(className, fieldRootClassName)}
    >
      {label && <Label>{label}</Label>}
      <AriaButton data-slot="select-trigger" className={selectTriggerVariants({ size })}>
        <AriaSelectValue className="min-w-0 flex-1 truncate placeholder-shown:text-muted-foreground" />
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </AriaButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover variant="list" className="max-h-72">
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaSelect>
  );
}
