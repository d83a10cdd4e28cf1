import { normalizePhone } from '../../contract/rules/phone';
import type { ContactMethod } from '../../machines';

/**
 * The code screen's masked target (SPEC.md §2): "+62 812****7890", "ad***@example.com" —
 * enough for shoppers to recognise their own contact, too little to read someone else's over a
 * shoulder. The same form the server answers a send with.
 * Decision: masked here from the contact the machine holds, so a resend or a reload of the code
 * screen needs nothing the send returned.
 */
export function maskContact(method: ContactMethod, countryCode: string, contact: string): string {
  if (method === 'phone') {
    const phone = normalizePhone(countryCode, contact).replace(/^0/, '');
    const keep = phone.length > 7 ? 4 : 2;
    const hidden = '*'.repeat(Math.max(phone.length - 3 - keep, 1));
    return `+${countryCode} ${phone.slice(0, 3)}${hidden}${phone.slice(-keep)}`;
  }
  const [local = '', domain = ''] = contact.trim().toLowerCase().split('@');
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 1)))}***@${domain}`;
}
