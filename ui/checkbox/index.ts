export { Checkbox, checkboxBoxVariants, type CheckboxProps } from './checkbox';
