import type { MessageDelivery, OutboundMessage } from './message-delivery';

export interface WhatsAppCloudConfig {
  /** WHATSAPP_TOKEN: a system-user access token with whatsapp_business_messaging. */
  token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the sending number's id (not the number itself). */
  phoneNumberId: string;
  /**
   * WHATSAPP_TEMPLATE: an approved authentication template ("copy code" button). WhatsApp delivers
   * business-initiated messages only through templates, so production needs one; without it the
   * free text goes out, which WhatsApp accepts only inside a 24-hour customer-service window.
   */
  template?: string;
  /** WHATSAPP_API_VERSION, default v21.0. */
  apiVersion?: string;
}

// WhatsApp names template languages with an underscore and its own tags.
const templateLanguage: Record<string, string> = { en: 'en_US', id: 'id', 'zh-CN': 'zh_CN' };

/** Sends through Meta's WhatsApp Cloud API: POST /{phone-number-id}/messages. */
export class WhatsAppCloudDelivery implements MessageDelivery {
  constructor(
    private readonly config: WhatsAppCloudConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: OutboundMessage): Promise<void> {
    const version = this.config.apiVersion ?? 'v21.0';
    const url = `https://graph.facebook.com/${version}/${encodeURIComponent(this.config.phoneNumberId)}/messages`;
    const response = await this.fetchImpl(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.config.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(this.payload(message)),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      // The error body names the cause (expired token, template not approved) but never the code.
      const detail = await response.text().catch(() => '');
      throw new Error(`WhatsApp Cloud API answered HTTP ${response.status}: ${detail.slice(0, 500)}`);
    }
  }

  payload(message: OutboundMessage) {
    const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to };
    if (this.config.template && message.code) {
      return {
        ...base,
        type: 'template',
        template: {
          name: this.config.template,
          language: { code: templateLanguage[message.language ?? 'en'] ?? 'en_US' },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: message.code }] },
            // The copy-code button of an authentication template carries the code again.
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: message.code }],
            },
          ],
        },
      };
    }
    return { ...base, type: 'text', text: { preview_url: false, body: message.body } };
  }
}
