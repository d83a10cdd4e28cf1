export { ComboBox, ComboBoxItem, type ComboBoxProps } from './combo-box';
export { comboBoxMessages } from './messages';
