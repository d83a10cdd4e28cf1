export { CodeInput, codeInputBoxVariants, type CodeInputProps } from './code-input';
