export { QuantityStepper, quantityStepperVariants, type QuantityStepperProps } from './quantity-stepper';
