import type { LanguageCode } from '../../../contract/device';

/** The code message in the shopper's language (the request's Language header). */
export function codeMessage(language: LanguageCode, code: string): { subject: string; body: string } {
  switch (language) {
    case 'id':
      return {
        subject: 'Kode Pasar-mu',
        body: `Kode Pasar-mu adalah ${code}. Berlaku selama 5 menit. Jangan berikan kepada siapa pun.`,
      };
    case 'zh-CN':
      return {
        subject: '您的 Pasar 验证码',
        body: `您的 Pasar 验证码是 ${code}，5 分钟内有效。请勿告诉任何人。`,
      };
    default:
      return {
        subject: 'Your Pasar code',
        body: `Your Pasar code is ${code}. It expires in 5 minutes. Never share it.`,
      };
  }
}
