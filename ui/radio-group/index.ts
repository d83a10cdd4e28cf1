export { RadioGroup, Radio, radioVariants, type RadioGroupProps, type RadioProps } from './radio-group';
