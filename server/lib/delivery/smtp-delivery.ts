import { createTransport, type Transporter } from 'nodemailer';
import type { MessageDelivery, OutboundMessage } from './message-delivery';

export interface SmtpConfig {
  /**
   * SMTP_URL: `smtps://user:password@host:465` (TLS from the first byte) or
   * `smtp://user:password@host:587` (STARTTLS, required unless the host is this machine).
   * User and password are URL-encoded; without them no AUTH is sent.
   */
  url: string;
  /** MAIL_FROM: `no-reply@pasar.example` or `Pasar <no-reply@pasar.example>`. */
  from: string;
  /** How long connecting, the greeting and each wait for the server may take. */
  timeoutMs?: number;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'];

/** SMTP_URL and the timeout as nodemailer's SMTP options; refuses a scheme other than smtp or smtps. */
export function smtpTransportOptions(config: SmtpConfig) {
  const target = new URL(config.url);
  if (target.protocol !== 'smtp:' && target.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${target.protocol}`);
  }
  const implicitTls = target.protocol === 'smtps:';
  // URL keeps the brackets of an IPv6 host; the socket wants the bare address.
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const timeoutMs = config.timeoutMs ?? 15_000;
  return {
    host,
    port: Number(target.port || (implicitTls ? 465 : 587)),
    secure: implicitTls,
    // Credentials and codes never cross the network in clear text: a server that offers no
    // STARTTLS fails the send. Only a relay on this machine may speak plain SMTP.
    requireTLS: !implicitTls && !LOOPBACK_HOSTS.includes(host),
    auth: target.username
      ? { user: decodeURIComponent(target.username), pass: decodeURIComponent(target.password) }
      : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/**
 * E-mail through an SMTP relay (SES, Postmark, Mailgun, a company relay) with nodemailer: one
 * plain-text UTF-8 message per connection, resolved once the relay accepted it, rejected when the
 * relay refuses any step.
 */
export class SmtpDelivery implements MessageDelivery {
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    addressOf(config.from);
    this.transport = createTransport(smtpTransportOptions(config));
  }

  async send(message: OutboundMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error(`SMTP cannot deliver ${message.channel}`);
    await this.transport.sendMail({
      from: this.config.from,
      // The bare address only: nodemailer would read "a@b, c@d" or "a@b>…<c@d" as more recipients.
      to: addressOf(message.to),
      subject: message.subject ?? '',
      text: message.body,
      // Base64 for the body and the subject's encoded words: every relay carries it unchanged,
      // with or without 8BITMIME, whatever share of the text is Chinese or Indonesian.
      textEncoding: 'base64',
    });
  }
}

/** The bare address of `Name <a@b>` or `a@b`; refuses anything that is not one plain address. */
function addressOf(value: string): string {
  const address = (/<([^>]+)>/.exec(value)?.[1] ?? value).trim();
  if (!/^[^\s<>@,;"]+@[^\s<>@,;"]+$/.test(address)) throw new Error(`Not a mail address: ${address}`);
  return address;
}
