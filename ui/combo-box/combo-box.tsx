import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import type { VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { ChevronDown } from 'lucide-react';
import { composeClassName } from '../lib/cn';
import {
  FieldDescription,
  FieldError,
  FieldGroup,
  GroupInput,
  Label,
  fieldRootClassName,
  type fieldGroupVariants,
} from '../field';
import { iconButtonVariants } from '../icon-button';
import { ListBox } from '../list-box';
import { Popover } from '../popover';
import { comboBoxMessages } from './messages';

export { ListBoxItem as ComboBoxItem } from '../list-box';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children'>, VariantProps<typeof fieldGroupVariants> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Shown in the open list when nothing matches ("No city found"); without it the list closes. */
  emptyText?: ReactNode;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Type to filter a long list, then pick (province, city, district of an address; bank).
 * Keyboard: typing opens it, arrows move, Enter picks, Escape closes, then clears.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyText,
  children,
  items,
  size,
  className,
  ...props
}: ComboBoxProps<T>) {
  const intl = useIntl();
  return (
    <AriaComboBox
      {...props}
      items={items}
      allowsEmptyCollection={emptyText !== undefined}
      data-slot="combo-box"
      className={composeClassName(className, fieldRootClassName)}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup size={size}>
        <GroupInput placeholder={placeholder} />
        <AriaButton
          aria-label={intl.formatMessage(comboBoxMessages.showSuggestions)}
          data-slot="combo-box-button"
          className={iconButtonVariants({ variant: 'muted', size: 'sm', className: 'me-1' })}
        >
          <ChevronDown aria-hidden className="transition-transform group-open:rotate-180" />
        </AriaButton>
      </FieldGroup>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover variant="list" className="max-h-72">
        <ListBox renderEmptyState={() => <div className="px-3 py-2 text-muted-foreground">{emptyText}</div>}>
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
