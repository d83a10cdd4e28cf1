/** The card form's fields as typed: the number grouped, the expiry's slash (the rules are contract/rules/card.ts). */

/** Digits grouped by four as typed ("4111111111111111" → "4111 1111 1111 1111"). */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as typed: the slash added after the month ("082" → "08/2"). */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
