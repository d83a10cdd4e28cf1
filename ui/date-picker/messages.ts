import { defineMessages } from 'react-intl';

export const datePickerMessages = defineMessages({
  open: {
    id: 'ui.datePicker.open',
    defaultMessage: 'Open calendar',
    description: 'Accessible name of the calendar icon button beside a date field',
  },
  previousMonth: {
    id: 'ui.datePicker.previousMonth',
    defaultMessage: 'Previous month',
    description: 'Accessible name of the arrow button that shows the previous month in a calendar',
  },
  nextMonth: {
    id: 'ui.datePicker.nextMonth',
    defaultMessage: 'Next month',
    description: 'Accessible name of the arrow button that shows the next month in a calendar',
  },
});
