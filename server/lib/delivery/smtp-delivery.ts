import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
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
  timeoutMs?: number;
}

interface Reply {
  code: number;
  lines: string[];
}

/**
 * A minimal SMTP client (RFC 5321) for one plain-text message per connection: EHLO, STARTTLS,
 * AUTH PLAIN, MAIL, RCPT, DATA, QUIT. Enough for a transactional relay (SES, Postmark, Mailgun,
 * a company relay); anything fancier belongs to a real mail library.
 */
export class SmtpDelivery implements MessageDelivery {
  private readonly target: URL;

  constructor(private readonly config: SmtpConfig) {
    this.target = new URL(config.url);
    if (this.target.protocol !== 'smtp:' && this.target.protocol !== 'smtps:') {
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${this.target.protocol}`);
    }
  }

  async send(message: OutboundMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error(`SMTP cannot deliver ${message.channel}`);
    const implicitTls = this.target.protocol === 'smtps:';
    const host = this.target.hostname;
    const port = Number(this.target.port || (implicitTls ? 465 : 587));
    const local = host === 'localhost' || host === '127.0.0.1' || host === '::1';
    const session = await SmtpSession.open(host, port, implicitTls, this.config.timeoutMs ?? 15_000);
    try {
      await session.expect(220);
      let ehlo = await session.command(`EHLO ${os.hostname() || 'pasar'}`, 250);
      if (!implicitTls) {
        if (ehlo.lines.some((line) => /^STARTTLS\b/i.test(line))) {
          await session.command('STARTTLS', 220);
          await session.upgrade(host);
          ehlo = await session.command(`EHLO ${os.hostname() || 'pasar'}`, 250);
        } else if (!local) {
          // Credentials and codes never cross the network in clear text.
          throw new Error(`SMTP server ${host} does not offer STARTTLS`);
        }
      }
      if (this.target.username) {
        const user = decodeURIComponent(this.target.username);
        const password = decodeURIComponent(this.target.password);
        const token = Buffer.from(`\u0000${user}\u0000${password}`).toString('base64');
        await session.command(`AUTH PLAIN ${token}`, 235);
      }
      await session.command(`MAIL FROM:<${addressOf(this.config.from)}>`, 250);
      await session.command(`RCPT TO:<${addressOf(message.to)}>`, [250, 251]);
      await session.command('DATA', 354);
      await session.command(`${dotStuff(this.compose(message))}\r\n.`, 250);
      await session.command('QUIT', 221).catch(() => undefined);
    } finally {
      session.close();
    }
  }

  /** The RFC 5322 message: UTF-8 text, base64 body, encoded subject. */
  compose(message: OutboundMessage): string {
    const domain = addressOf(this.config.from).split('@')[1] ?? 'pasar.local';
    const headers = [
      `From: ${this.config.from}`,
      `To: <${addressOf(message.to)}>`,
      `Subject: =?UTF-8?B?${Buffer.from(message.subject ?? '').toString('base64')}?=`,
      `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
      `Message-ID: <${crypto.randomUUID()}@${domain}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: base64',
    ];
    const body = Buffer.from(message.body)
      .toString('base64')
      .replace(/.{1,76}/g, '$&\r\n');
    return `${headers.join('\r\n')}\r\n\r\n${body}`.replace(/\r\n$/, '');
  }
}

/** The bare address of `Name <a@b>` or `a@b`; refuses anything that could inject a command. */
function addressOf(value: string): string {
  const address = (/<([^>]+)>/.exec(value)?.[1] ?? value).trim();
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(address)) throw new Error(`Not a mail address: ${address}`);
  return address;
}

// A line that starts with a dot gets a second one (RFC 5321 4.5.2).
function dotStuff(text: string): string {
  return text.replace(/(^|\r\n)\./g, '$1..');
}

/** One connection: writes commands, reads (multi-line) replies. */
class SmtpSession {
  private buffer = '';
  private waiting: ((reply: Reply | Error) => void) | null = null;
  private failure: Error | null = null;

  private constructor(
    private socket: net.Socket,
    private readonly timeoutMs: number,
  ) {
    this.watch(socket);
  }

  static open(host: string, port: number, implicitTls: boolean, timeoutMs: number): Promise<SmtpSession> {
    return new Promise((resolve, reject) => {
      const socket = implicitTls
        ? tls.connect({ host, port, servername: host })
        : net.connect({ host, port });
      const ready = implicitTls ? 'secureConnect' : 'connect';
      socket.once(ready, () => {
        socket.off('error', reject);
        resolve(new SmtpSession(socket, timeoutMs));
      });
      socket.once('error', reject);
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP connection timed out')));
    });
  }

  private watch(socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.setTimeout(this.timeoutMs, () => socket.destroy(new Error('SMTP server stopped answering')));
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.deliver();
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('SMTP server closed the connection')));
  }

  private fail(error: Error) {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(error);
  }

  /** Hands a complete reply ("250-…" lines up to "250 …") to whoever waits. */
  private deliver() {
    if (!this.waiting) return;
    const lines = this.buffer.split('\r\n');
    for (let i = 0; i < lines.length - 1; i++) {
      const line = lines[i] ?? '';
      if (/^\d{3}(?: |$)/.test(line)) {
        const replyLines = lines.slice(0, i + 1).map((l) => l.slice(4));
        this.buffer = lines.slice(i + 1).join('\r\n');
        const waiting = this.waiting;
        this.waiting = null;
        waiting({ code: Number(line.slice(0, 3)), lines: replyLines });
        return;
      }
    }
  }

  private read(): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = (reply) => (reply instanceof Error ? reject(reply) : resolve(reply));
      this.deliver();
    });
  }

  async expect(codes: number | number[]): Promise<Reply> {
    const reply = await this.read();
    const wanted = Array.isArray(codes) ? codes : [codes];
    if (!wanted.includes(reply.code)) {
      throw new Error(`SMTP server answered ${reply.code} ${reply.lines.join(' ').slice(0, 200)}`);
    }
    return reply;
  }

  command(line: string, codes: number | number[]): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(codes);
  }

  /** STARTTLS: the same TCP connection continues inside TLS, checked against the host name. */
  upgrade(host: string): Promise<void> {
    const plain = this.socket;
    plain.removeAllListeners('data');
    plain.removeAllListeners('close');
    plain.removeAllListeners('error');
    plain.setTimeout(0);
    return new Promise((resolve, reject) => {
      const secure = tls.connect({ socket: plain, servername: host }, () => {
        this.socket = secure;
        this.watch(secure);
        resolve();
      });
      secure.once('error', reject);
    });
  }

  close() {
    this.socket.destroy();
  }
}
