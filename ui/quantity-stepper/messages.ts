import { defineMessages } from 'react-intl';

export const quantityStepperMessages = defineMessages({
  decrease: {
    id: 'ui.quantityStepper.decrease',
    defaultMessage: 'Decrease quantity',
    description: 'Accessible name of the minus button of a quantity stepper (cart, product page)',
  },
  increase: {
    id: 'ui.quantityStepper.increase',
    defaultMessage: 'Increase quantity',
    description: 'Accessible name of the plus button of a quantity stepper (cart, product page)',
  },
});
