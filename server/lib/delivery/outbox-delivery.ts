import { outboxMessages } from '../../db/schema';
import type { Db } from '../../db/client';
import { type Clock } from '../clock';
import type { MessageDelivery, OutboundMessage } from './message-delivery';

/**
 * The sandbox delivery: every message is really delivered, to the outbox_messages table instead of
 * a phone or mailbox. /api/dev/outbox reads it back (tests, e2e journeys, a developer's eyes).
 */
export class OutboxDelivery implements MessageDelivery {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: OutboundMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      body: message.body,
      createdAt: this.clock.now(),
    });
  }
}
