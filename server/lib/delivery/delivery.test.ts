import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryFromEnv, googleFromEnv } from '../../adapters-from-env';
import { GoogleOidcSignIn } from '../../areas/member/google-oidc';
import { SandboxGoogleSignIn } from '../../areas/member/google-sandbox';
import { GoogleSignInDisabled } from '../../areas/member/google-sign-in';
import { SmtpDelivery, smtpTransportOptions } from './smtp-delivery';
import { WhatsAppCloudDelivery } from './whatsapp-cloud';
import type { Db } from '../../db/client';
import { systemClock } from '../clock';

describe('WhatsApp Cloud API delivery', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fakeFetch = (status: number) =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init! });
      return new Response(
        status === 200 ? '{"messages":[{"id":"wamid.1"}]}' : '{"error":{"message":"bad token"}}',
        { status },
      );
    }) as typeof fetch;
  afterEach(() => {
    calls.length = 0;
  });

  it('posts a text message to /{phone-number-id}/messages with the bearer token', async () => {
    const delivery = new WhatsAppCloudDelivery(
      { token: 'EAAtoken', phoneNumberId: '1098765' },
      fakeFetch(200),
    );
    await delivery.send({
      channel: 'whatsapp',
      to: '6281234567890',
      body: 'Your Pasar code is 123456.',
      code: '123456',
    });
    expect(calls[0]!.url).toBe('https://graph.facebook.com/v21.0/1098765/messages');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer EAAtoken');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281234567890',
      type: 'text',
      text: { preview_url: false, body: 'Your Pasar code is 123456.' },
    });
  });

  it('uses the approved authentication template when WHATSAPP_TEMPLATE is set', async () => {
    const delivery = new WhatsAppCloudDelivery(
      { token: 't', phoneNumberId: '1', template: 'pasar_code' },
      fakeFetch(200),
    );
    await delivery.send({
      channel: 'whatsapp',
      to: '6591234567',
      body: '…',
      code: '654321',
      language: 'zh-CN',
    });
    const body = JSON.parse(String(calls[0]!.init.body));
    expect(body.template).toEqual({
      name: 'pasar_code',
      language: { code: 'zh_CN' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '654321' }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '654321' }] },
      ],
    });
  });

  it('fails loudly when the API refuses', async () => {
    const delivery = new WhatsAppCloudDelivery({ token: 't', phoneNumberId: '1' }, fakeFetch(401));
    await expect(delivery.send({ channel: 'whatsapp', to: '1', body: 'x' })).rejects.toThrow(/HTTP 401/);
  });
});

/**
 * A scripted SMTP server that records what it was told: on 127.0.0.1 unless `host` says another
 * loopback address, advertising AUTH PLAIN with `auth`, answering `refuse` with 550 and never
 * greeting with `silent`.
 */
async function fakeSmtpServer(
  options: { auth?: boolean; host?: string; refuse?: string; silent?: boolean } = {},
) {
  const transcript: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setEncoding('utf8');
    if (options.silent) return;
    socket.write('220 fake.smtp ESMTP\r\n');
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        transcript.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        if (verb === options.refuse) socket.write('550 no such mailbox\r\n');
        else if (verb === 'EHLO')
          socket.write(`250-fake.smtp\r\n${options.auth ? '250-AUTH PLAIN\r\n' : ''}250 8BITMIME\r\n`);
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 what\r\n');
      }
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    transcript,
    /** The verbs the client sent, in order (EHLO, AUTH, MAIL, …), without the message itself. */
    verbs: () => {
      const start = transcript.indexOf('DATA');
      const end = transcript.indexOf('.', start);
      const commands =
        start < 0 ? transcript : [...transcript.slice(0, start + 1), ...transcript.slice(end + 1)];
      return commands.map((line) => line.split(/[ :]/)[0]);
    },
    close: () => {
      // A connection the client left open (the silent server's) would keep close() waiting.
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The message between DATA and its final dot: unfolded headers by lower-case name, and the body. */
function receivedMessage(transcript: string[]) {
  const start = transcript.indexOf('DATA') + 1;
  const lines = transcript.slice(start, transcript.indexOf('.', start));
  const blank = lines.indexOf('');
  const headers = new Map<string, string>();
  let last = '';
  for (const line of lines.slice(0, blank)) {
    if (/^\s/.test(line)) headers.set(last, `${headers.get(last)} ${line.trim()}`);
    else {
      last = line.slice(0, line.indexOf(':')).toLowerCase();
      headers.set(last, line.slice(line.indexOf(':') + 1).trim());
    }
  }
  return { headers, body: lines.slice(blank + 1).join('\r\n') };
}

/** A header of base64 encoded words (RFC 2047, `=?UTF-8?B?…?=`) as text. */
function decodeWords(value: string): string {
  const words = [...value.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1]!, 'base64'));
  return Buffer.concat(words).toString('utf8');
}

describe('SMTP delivery', () => {
  it('speaks EHLO, AUTH PLAIN, MAIL, RCPT and DATA, with a UTF-8 base64 subject and body', async () => {
    const fake = await fakeSmtpServer({ auth: true });
    try {
      const smtp = new SmtpDelivery({
        url: `smtp://mailer%40pasar:p%40ss@127.0.0.1:${fake.port}`,
        from: 'Pasar <no-reply@pasar.example>',
      });
      await smtp.send({
        channel: 'email',
        to: 'ada@example.com',
        subject: '您的 Pasar 验证码 · Kode verifikasi Pasar Anda',
        body: '您的 Pasar 验证码是 123456\nKode Anda: 123456. Jangan berikan kepada siapa pun.',
      });
      // nodemailer ends the connection after the relay's 250 for the message, without a QUIT.
      expect(fake.verbs()).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA']);
      const auth = fake.transcript.find((l) => l.startsWith('AUTH PLAIN '))!;
      expect(Buffer.from(auth.slice(11), 'base64').toString()).toBe('\u0000mailer@pasar\u0000p@ss');
      expect(fake.transcript.find((l) => l.startsWith('MAIL FROM:'))).toMatch(
        /^MAIL FROM:<no-reply@pasar\.example>/,
      );
      expect(fake.transcript.find((l) => l.startsWith('RCPT TO:'))).toMatch(/^RCPT TO:<ada@example\.com>/);

      const { headers, body } = receivedMessage(fake.transcript);
      expect(headers.get('from')).toBe('Pasar <no-reply@pasar.example>');
      expect(headers.get('to')).toBe('ada@example.com');
      expect(decodeWords(headers.get('subject')!)).toBe('您的 Pasar 验证码 · Kode verifikasi Pasar Anda');
      expect(headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
      expect(headers.get('content-transfer-encoding')).toBe('base64');
      expect(headers.get('message-id')).toMatch(/@pasar\.example>$/);
      expect(Buffer.from(body, 'base64').toString()).toBe(
        '您的 Pasar 验证码是 123456\nKode Anda: 123456. Jangan berikan kepada siapa pun.',
      );
    } finally {
      await fake.close();
    }
  });

  it('sends no AUTH without a user in SMTP_URL', async () => {
    const fake = await fakeSmtpServer({ auth: true });
    try {
      const smtp = new SmtpDelivery({ url: `smtp://localhost:${fake.port}`, from: 'no-reply@pasar.example' });
      await smtp.send({ channel: 'email', to: 'ada@example.com', subject: 'Hi', body: 'Hello' });
      expect(fake.verbs()).toEqual(['EHLO', 'MAIL', 'RCPT', 'DATA']);
    } finally {
      await fake.close();
    }
  });

  it('throws when the server refuses the recipient, and sends no message', async () => {
    const fake = await fakeSmtpServer({ refuse: 'RCPT' });
    try {
      const smtp = new SmtpDelivery({ url: `smtp://127.0.0.1:${fake.port}`, from: 'no-reply@pasar.example' });
      await expect(smtp.send({ channel: 'email', to: 'nobody@example.com', body: 'x' })).rejects.toThrow(
        /550/,
      );
      expect(fake.verbs()).not.toContain('DATA');
    } finally {
      await fake.close();
    }
  });

  it('refuses plain SMTP to a server that is not this machine by name when it offers no STARTTLS', async () => {
    // 127.0.0.2 is loopback too, but not one of the names the plain-text exception knows.
    const fake = await fakeSmtpServer({ auth: true, host: '127.0.0.2' });
    try {
      const smtp = new SmtpDelivery({
        url: `smtp://u:p@127.0.0.2:${fake.port}`,
        from: 'no-reply@pasar.example',
      });
      await expect(smtp.send({ channel: 'email', to: 'ada@example.com', body: 'x' })).rejects.toThrow(
        /STARTTLS/,
      );
      expect(fake.verbs()).not.toContain('AUTH');
      expect(fake.verbs()).not.toContain('MAIL');
    } finally {
      await fake.close();
    }
  });

  it('gives up on a server that never greets after the configured timeout', async () => {
    const fake = await fakeSmtpServer({ silent: true });
    try {
      const smtp = new SmtpDelivery({
        url: `smtp://127.0.0.1:${fake.port}`,
        from: 'no-reply@pasar.example',
        timeoutMs: 200,
      });
      const started = Date.now();
      await expect(smtp.send({ channel: 'email', to: 'ada@example.com', body: 'x' })).rejects.toThrow(
        /Greeting never received|Timeout/,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await fake.close();
    }
  });

  it('refuses an address that could smuggle SMTP commands or more recipients', async () => {
    const fake = await fakeSmtpServer();
    try {
      const smtp = new SmtpDelivery({ url: `smtp://127.0.0.1:${fake.port}`, from: 'no-reply@pasar.example' });
      for (const to of ['a@b.co>\r\nRCPT TO:<x@y.z', 'a@b.co, x@y.z', 'a@b.co;x@y.z']) {
        await expect(smtp.send({ channel: 'email', to, body: 'x' })).rejects.toThrow(/Not a mail address/);
      }
      expect(fake.transcript).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('reads TLS, port, credentials and timeouts from SMTP_URL', () => {
    const from = 'no-reply@pasar.example';
    expect(smtpTransportOptions({ url: 'smtps://u%40x:p%2Fw@smtp.example', from })).toEqual({
      host: 'smtp.example',
      port: 465,
      secure: true,
      requireTLS: false,
      auth: { user: 'u@x', pass: 'p/w' },
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 15_000,
    });
    expect(smtpTransportOptions({ url: 'smtp://smtp.example', from, timeoutMs: 5_000 })).toMatchObject({
      port: 587,
      secure: false,
      requireTLS: true,
      auth: undefined,
      socketTimeout: 5_000,
    });
    for (const local of ['localhost', '127.0.0.1', '[::1]']) {
      expect(smtpTransportOptions({ url: `smtp://${local}:25`, from }).requireTLS).toBe(false);
    }
    expect(() => smtpTransportOptions({ url: 'http://smtp.example', from })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
  });
});

describe('adapters from the environment', () => {
  const db = {} as Db;

  it('uses the outbox unless a service is configured', () => {
    expect(deliveryFromEnv({}, db, systemClock).summary).toBe(
      'WhatsApp → outbox, e-mail → outbox, SMS → outbox',
    );
    const configured = deliveryFromEnv(
      {
        WHATSAPP_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        SMTP_URL: 'smtps://u:p@smtp.example:465',
        MAIL_FROM: 'a@b.co',
      },
      db,
      systemClock,
    );
    expect(configured.summary).toBe('WhatsApp → Cloud API, e-mail → SMTP, SMS → outbox');
    expect(() => deliveryFromEnv({ SMTP_URL: 'smtp://x' }, db, systemClock)).toThrow(/MAIL_FROM/);
  });

  it('uses the sandbox Google only with the sandbox on, Google itself when configured, else nothing', () => {
    expect(googleFromEnv({}, true, systemClock)).toBeInstanceOf(SandboxGoogleSignIn);
    expect(googleFromEnv({}, false, systemClock)).toBeInstanceOf(GoogleSignInDisabled);
    expect(
      googleFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }, true, systemClock),
    ).toBeInstanceOf(GoogleOidcSignIn);
  });
});
