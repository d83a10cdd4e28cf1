import { useContext, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell as AriaCalendarCell,
  CalendarGrid as AriaCalendarGrid,
  CalendarGridBody as AriaCalendarGridBody,
  CalendarGridHeader as AriaCalendarGridHeader,
  CalendarHeaderCell as AriaCalendarHeaderCell,
  CalendarMonthPicker as AriaCalendarMonthPicker,
  CalendarStateContext as AriaCalendarStateContext,
  CalendarYearPicker as AriaCalendarYearPicker,
  DateInput as AriaDateInput,
  DatePicker as AriaDatePicker,
  DateSegment as AriaDateSegment,
  Dialog as AriaDialog,
  I18nProvider,
  Select as AriaSelect,
  SelectValue as AriaSelectValue,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  type Key,
  type ValidationResult,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { VariantProps } from 'class-variance-authority';
import { CalendarDays, ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { cn, composeClassName } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import type { fieldGroupVariants } from '../field';
import { FieldDescription, FieldError, FieldGroup, Label, fieldRootClassName } from '../field';
import { ListBox, ListBoxItem } from '../list-box';
import { Popover } from '../popover';
import { datePickerMessages } from './messages';

/**
 * The locale RAC formats dates in. Decision: English shows day/month/year as in Singapore and
 * Malaysia (SPEC.md §9's DD/MM/YYYY), not the American month/day/year RAC would pick for "en".
 */
export function datePickerLocale(locale: string): string {
  return locale === 'en' ? 'en-SG' : locale;
}

export interface DatePickerProps<T extends DateValue>
  extends AriaDatePickerProps<T>, VariantProps<typeof fieldGroupVariants> {
  /** Visible label ("Date of birth"); without one pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** How many years the calendar's year list offers, ending at `maxValue` when there is one. */
  visibleYears?: number;
  /** Formats dates in this locale instead of the UI language's. */
  locale?: string;
}

/**
 * A date field with a calendar popover (the birthday in personal information). Segments are
 * typed or stepped with the arrow keys; the calendar jumps by month and year lists, since a
 * birthday is decades away from today.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  visibleYears = 100,
  locale,
  size,
  className,
  ...props
}: DatePickerProps<T>) {
  const intl = useIntl();
  return (
    <I18nProvider locale={locale ?? datePickerLocale(intl.locale)}>
      <AriaDatePicker
        {...props}
        data-slot="date-picker"
        className={composeClassName(className, fieldRootClassName)}
      >
        {label && <Label>{label}</Label>}
        <FieldGroup size={size} className="pe-1">
          <AriaDateInput
            data-slot="date-picker-input"
            className="flex min-w-0 flex-1 items-center px-3 tabular-nums"
          >
            {(segment) => (
              <AriaDateSegment
                segment={segment}
                className={cn(
                  'rounded-sm px-0.5 text-foreground outline-none caret-transparent',
                  'placeholder-shown:text-muted-foreground type-literal:px-0',
                  'focus:bg-primary focus:text-primary-foreground',
                )}
              />
            )}
          </AriaDateInput>
          <AriaButton
            aria-label={intl.formatMessage(datePickerMessages.open)}
            data-slot="date-picker-button"
            className={cn(
              'flex size-8 shrink-0 cursor-pointer items-center justify-center rounded text-muted-foreground',
              'hover:bg-muted hover:text-foreground pressed:bg-muted',
              focusRing,
              'disabled:cursor-not-allowed',
            )}
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </AriaButton>
        </FieldGroup>
        {description && <FieldDescription>{description}</FieldDescription>}
        <FieldError>{errorMessage}</FieldError>
        <Popover placement="bottom end" className="p-3">
          <AriaDialog className="outline-none">
            <AriaCalendar data-slot="calendar" className="w-72 max-w-full">
              <header className="flex items-center gap-1 pb-2">
                <CalendarNavButton
                  slot="previous"
                  label={intl.formatMessage(datePickerMessages.previousMonth)}
                >
                  <ChevronLeft aria-hidden="true" />
                </CalendarNavButton>
                <div className="flex min-w-0 flex-1 justify-center gap-1">
                  <AriaCalendarMonthPicker format="short">
                    {(picker) => <CalendarListPicker {...picker} />}
                  </AriaCalendarMonthPicker>
                  <CalendarYearList visibleYears={visibleYears} />
                </div>
                <CalendarNavButton slot="next" label={intl.formatMessage(datePickerMessages.nextMonth)}>
                  <ChevronRight aria-hidden="true" />
                </CalendarNavButton>
              </header>
              <AriaCalendarGrid className="w-full border-collapse">
                <AriaCalendarGridHeader>
                  {(day) => (
                    <AriaCalendarHeaderCell className="pb-1 text-xs font-medium text-muted-foreground">
                      {day}
                    </AriaCalendarHeaderCell>
                  )}
                </AriaCalendarGridHeader>
                <AriaCalendarGridBody>
                  {(date) => (
                    <AriaCalendarCell
                      date={date}
                      className={cn(
                        'mx-auto flex size-9 cursor-pointer items-center justify-center rounded-pill text-sm tabular-nums text-foreground',
                        'hover:bg-muted pressed:bg-muted',
                        'selected:bg-primary selected:text-primary-foreground',
                        'outside-month:hidden',
                        'disabled:cursor-default disabled:text-muted-foreground disabled:line-through unavailable:text-muted-foreground',
                        focusRing,
                      )}
                    />
                  )}
                </AriaCalendarGridBody>
              </AriaCalendarGrid>
            </AriaCalendar>
          </AriaDialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}

function CalendarNavButton({
  slot,
  label,
  children,
}: {
  slot: 'previous' | 'next';
  label: string;
  children: ReactNode;
}) {
  return (
    <AriaButton
      slot={slot}
      aria-label={label}
      className={cn(
        'flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-pill text-foreground [&_svg]:size-4',
        'hover:bg-muted pressed:bg-muted disabled:cursor-not-allowed disabled:text-muted-foreground',
        focusRing,
      )}
    >
      {children}
    </AriaButton>
  );
}

/**
 * The year list. RAC's own year change moves to the list item's date, which near `maxValue` is
 * that date's month (choosing 1985 with a March maximum would jump to March 1985); a shopper
 * choosing a year expects to stay on the month they were looking at, so only the year changes.
 */
function CalendarYearList({ visibleYears }: { visibleYears: number }) {
  const state = useContext(AriaCalendarStateContext);
  return (
    <AriaCalendarYearPicker visibleYears={visibleYears}>
      {(picker) => (
        <CalendarListPicker
          {...picker}
          onChange={(key) => {
            const item = picker.items.find((candidate) => candidate.id === key);
            if (!item || !state) return picker.onChange(key);
            state.setFocusedDate(state.focusedDate.set({ year: item.date.year }));
          }}
        />
      )}
    </AriaCalendarYearPicker>
  );
}

interface CalendarListPickerProps {
  'aria-label': string;
  value: Key;
  onChange: (key: Key | null) => void;
  items: { id: number; formatted: string }[];
}

/** The month or year list in the calendar header: a compact RAC Select. */
function CalendarListPicker({ items, value, onChange, 'aria-label': ariaLabel }: CalendarListPickerProps) {
  return (
    <AriaSelect aria-label={ariaLabel} value={value} onChange={onChange} className="group">
      <AriaButton
        className={cn(
          'flex h-8 cursor-pointer items-center gap-1 rounded px-2 text-sm font-semibold text-foreground',
          'hover:bg-muted pressed:bg-muted',
          focusRing,
        )}
      >
        <AriaSelectValue className="whitespace-nowrap" />
        <ChevronDown
          aria-hidden="true"
          className="size-3.5 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </AriaButton>
      <Popover variant="list" className="max-h-64">
        <ListBox items={items}>{(item) => <ListBoxItem id={item.id}>{item.formatted}</ListBoxItem>}</ListBox>
      </Popover>
    </AriaSelect>
  );
}
