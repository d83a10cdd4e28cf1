import type { LanguageCode } from '../../../contract/device';
import type { LinkKind } from '../../../contract/linking-constants';

/**
 * The notice to a phone or e-mail that was replaced on an account (server/areas/member/contact-linking.ts),
 * in the language of the request that replaced it.
 */
export function contactReplacedMessage(
  language: LanguageCode,
  kind: LinkKind,
): { subject: string; body: string } {
  switch (language) {
    case 'id':
      return {
        subject: 'Akun Pasar-mu diperbarui',
        body: `${kind === 'phone' ? 'Nomor ponsel' : 'Email'} ini tidak lagi terhubung ke akun Pasar-mu. Kalau bukan kamu yang mengubahnya, segera hubungi layanan pelanggan.`,
      };
    case 'zh-CN':
      return {
        subject: '您的 Pasar 账户已更新',
        body: `此${kind === 'phone' ? '手机号' : '邮箱'}已不再绑定您的 Pasar 账户。如果这不是您本人的操作，请立即联系客服。`,
      };
    default:
      return {
        subject: 'Your Pasar account was updated',
        body: `This ${kind === 'phone' ? 'phone number' : 'e-mail address'} is no longer linked to your Pasar account. If you did not change it, contact customer service at once.`,
      };
  }
}
