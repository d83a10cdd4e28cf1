/** SPEC.md §5, §9: the picture captcha is exactly 6 characters; also its input maximum. */
export const CAPTCHA_LENGTH = 6;
/** SPEC.md §5, §9: the verification code is exactly 6 digits in six boxes; also its input maximum. */
export const VERIFICATION_CODE_LENGTH = 6;

// Decision: captcha characters are ASCII letters and digits (what a picture captcha draws); case is
// kept as typed and left to the server to compare.
export const captchaPattern = /^[A-Za-z0-9]{6}$/;
export const verificationCodePattern = /^[0-9]{6}$/;

/** The captcha Confirm button is enabled only when this holds. */
export function isValidCaptchaCode(value: string): boolean {
  return captchaPattern.test(value);
}

export function isValidVerificationCode(value: string): boolean {
  return verificationCodePattern.test(value);
}

/**
 * What a paste into the six code boxes keeps: the digits of the text, first six only
 * ("Your code: 123-456." → "123456").
 */
export function pasteVerificationCode(text: string): string {
  // Decision: NFKC first, so full-width digits from a Chinese IME ("１２３４５６") count as digits.
  return text
    .normalize('NFKC')
    .replace(/[^0-9]/g, '')
    .slice(0, VERIFICATION_CODE_LENGTH);
}
