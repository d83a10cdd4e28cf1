import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import type { VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { Search, X } from 'lucide-react';
import { composeClassName } from '../lib/cn';
import {
  FieldDescription,
  FieldGroup,
  GroupInput,
  Label,
  fieldRootClassName,
  type fieldGroupVariants,
} from '../field';
import { iconButtonVariants } from '../icon-button';
import { searchFieldMessages } from './messages';

export interface SearchFieldProps extends AriaSearchFieldProps, VariantProps<typeof fieldGroupVariants> {
  /** Visible label; a search box in a header usually has none, so pass `aria-label` instead. */
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** Round ends, as in the mobile header search bar. */
  rounded?: boolean;
}

/**
 * A search box (SPEC.md §2 headers and /search): Enter submits (`onSubmit`), Escape or the X
 * button clears (`onClear`). The X shows only while there is text.
 */
export function SearchField({
  label,
  description,
  placeholder,
  size,
  rounded = false,
  className,
  ...props
}: SearchFieldProps) {
  const intl = useIntl();
  return (
    <AriaSearchField
      {...props}
      data-slot="search-field"
      className={composeClassName(className, fieldRootClassName)}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup size={size} className={rounded ? 'rounded-pill' : undefined}>
        <Search aria-hidden className="ms-3 size-4 shrink-0 text-muted-foreground" />
        <GroupInput
          placeholder={placeholder}
          className="ps-2 [&::-webkit-search-cancel-button]:hidden [&::-webkit-search-decoration]:hidden"
        />
        <AriaButton
          aria-label={intl.formatMessage(searchFieldMessages.clear)}
          data-slot="search-field-clear"
          className={iconButtonVariants({
            variant: 'muted',
            size: 'sm',
            className: 'me-1 group-empty:invisible',
          })}
        >
          <X aria-hidden />
        </AriaButton>
      </FieldGroup>
      {description && <FieldDescription>{description}</FieldDescription>}
    </AriaSearchField>
  );
}
