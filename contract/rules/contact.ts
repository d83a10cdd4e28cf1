import { isValidEmail } from './email';
import { isValidPhone } from './phone';

/** How a shopper is reached for a code: by phone (SMS or WhatsApp) or by e-mail. */
export type ContactType = 'phone' | 'email';

/** The login contact check: a phone against its phone code, or an e-mail. */
export function isValidContact(type: ContactType, value: string, phoneCode = ''): boolean {
  return type === 'phone' ? isValidPhone(phoneCode, value) : isValidEmail(value);
}

export interface SendCodeState {
  readonly type: ContactType;
  readonly value: string;
  readonly phoneCode?: string;
  /** The agreement box. */
  readonly agreed: boolean;
}

/** SPEC.md §5: the send button is enabled only when the contact is valid and the agreement is ticked. */
export function canSendCode(state: SendCodeState): boolean {
  return state.agreed && isValidContact(state.type, state.value, state.phoneCode);
}

/** SPEC.md §5: an invalid contact shows an error-coloured border; an empty one is not yet an error. */
export function showsContactError(type: ContactType, value: string, phoneCode = ''): boolean {
  return value.trim() !== '' && !isValidContact(type, value, phoneCode);
}
