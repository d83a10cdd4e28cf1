export { DatePicker, datePickerLocale, type DatePickerProps } from './date-picker';
