/** How a message leaves Pasar. */
export type DeliveryChannel = 'whatsapp' | 'sms' | 'email';

export interface OutboundMessage {
  channel: DeliveryChannel;
  /** A phone number with its country code and no + ("6281234567890"), or an e-mail address. */
  to: string;
  /** E-mail only. */
  subject?: string;
  /** The full text, already in the recipient's language. */
  body: string;
  /**
   * The one-time code the body carries, for services that send it through an approved template
   * instead of free text (WhatsApp authentication templates). Never logged.
   */
  code?: string;
  /** The language the body is written in ('en', 'id', 'zh-CN'), for services that template it. */
  language?: string;
}

/** A message service: the sandbox outbox, the WhatsApp Cloud API, SMTP. Resolves once accepted. */
export interface MessageDelivery {
  send(message: OutboundMessage): Promise<void>;
}

/**
 * Sends each channel through its own service. A channel without one is refused, so a missing
 * configuration fails loudly instead of dropping codes.
 */
export class ChannelRouter implements MessageDelivery {
  constructor(private readonly byChannel: Partial<Record<DeliveryChannel, MessageDelivery>>) {}

  async send(message: OutboundMessage): Promise<void> {
    const service = this.byChannel[message.channel];
    if (!service) throw new Error(`No delivery service is configured for ${message.channel}`);
    await service.send(message);
  }
}
