export {
  Label,
  FieldDescription,
  FieldError,
  Input,
  inputVariants,
  FieldGroup,
  fieldGroupVariants,
  GroupInput,
  fieldRootClassName,
  fieldSizes,
  type InputProps,
  type FieldGroupProps,
} from './field';
