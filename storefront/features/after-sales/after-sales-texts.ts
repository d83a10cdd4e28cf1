import type { MessageDescriptor } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { RefundDestination } from '../../../contract/after-sales';
import { afterSalesStatusTones } from '@pasar/ui';
import {
  AFTER_SALES_STATUS_OF_STATE,
  type AfterSalesState,
  type AfterSalesType,
} from '../../../contract/after-sales-constants';
import { REFUND_CARD_BANKS, EWALLET_NAMES, type RefundCardBank } from '../../../contract/refund-card-constants';
import { paymentMethodNames } from '../checkout';
import { afterSalesMessages as m } from './messages';

/** SPEC.md §4's wording of each state of machines/charts/after-sales.machine.ts. */
export const stateLabels: Record<AfterSalesState, MessageDescriptor> = {
  pending_review: m.stateApplied,
  interception_requested: m.stateInterception,
  awaiting_return: m.stateAwaitingReturn,
  returned_awaiting_merchant: m.stateReturned,
  pending_inspection: m.stateInspection,
  refund_pending: m.stateRefundPending,
  refund_successful: m.stateRefunded,
  failed: m.stateFailed,
  cancelled: m.stateCancelled,
};

/** What happens next in each state (the detail page's line under the status). */
export const stateNextTexts: Record<AfterSalesState, MessageDescriptor> = {
  pending_review: m.nextApplied,
  interception_requested: m.nextInterception,
  awaiting_return: m.nextAwaitingReturn,
  returned_awaiting_merchant: m.nextReturned,
  pending_inspection: m.nextInspection,
  refund_pending: m.nextRefundPending,
  refund_successful: m.nextRefunded,
  failed: m.nextFailed,
  cancelled: m.nextCancelled,
};

/** The kit's tone of the state's §3 status number. */
export const toneOf = (state: AfterSalesState) => afterSalesStatusTones[AFTER_SALES_STATUS_OF_STATE[state]];

export const typeLabels: Record<AfterSalesType, MessageDescriptor> = {
  refund_only: m.typeRefundOnly,
  return_refund: m.typeReturnRefund,
};

/** Where the money goes, in words: "GoPay", "BCA card ending 1111", "OVO e-wallet". */
export function destinationText(intl: IntlShape, destination: RefundDestination): string {
  switch (destination.kind) {
    case 'original_payment':
      return intl.formatMessage(paymentMethodNames[destination.method]);
    case 'refund_card':
      return intl.formatMessage(m.destinationCard, {
        bank: REFUND_CARD_BANKS[destination.bank as RefundCardBank] ?? destination.bank,
        last4: destination.last4,
      });
    case 'ewallet':
      return intl.formatMessage(m.destinationWallet, { wallet: EWALLET_NAMES[destination.wallet] });
  }
}
