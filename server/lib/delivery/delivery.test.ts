import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryFromEnv, googleFromEnv } from '../../adapters-from-env';
import { GoogleOidcSignIn } from '../../areas/member/google-oidc';
import { SandboxGoogleSignIn } from '../../areas/member/google-sandbox';
import { GoogleSignInDisabled } from '../../areas/member/google-sign-in';
import { SmtpDelivery } from './smtp-delivery';
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

/** A scripted SMTP server on localhost that records what it was told. */
async function fakeSmtpServer(options: { auth?: boolean } = {}) {
  const transcript: string[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
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
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO')
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, transcript, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP delivery', () => {
  it('speaks EHLO, AUTH PLAIN, MAIL, RCPT, DATA and QUIT, with a UTF-8 base64 body', async () => {
    const fake = await fakeSmtpServer({ auth: true });
    try {
      const smtp = new SmtpDelivery({
        url: `smtp://mailer%40pasar:p%40ss@127.0.0.1:${fake.port}`,
        from: 'Pasar <no-reply@pasar.example>',
      });
      await smtp.send({
        channel: 'email',
        to: 'ada@example.com',
        subject: '您的 Pasar 验证码',
        body: '您的 Pasar 验证码是 123456',
      });
      const verbs = fake.transcript
        .filter((l) => /^[A-Z]{4}(?=[ :]|$)/.test(l))
        .map((l) => l.split(/[ :]/)[0]);
      expect(verbs).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
      const auth = fake.transcript.find((l) => l.startsWith('AUTH PLAIN '))!;
      expect(Buffer.from(auth.slice(11), 'base64').toString()).toBe('\u0000mailer@pasar\u0000p@ss');
      expect(fake.transcript).toContain('MAIL FROM:<no-reply@pasar.example>');
      expect(fake.transcript).toContain('RCPT TO:<ada@example.com>');
      expect(fake.transcript).toContain(
        `Subject: =?UTF-8?B?${Buffer.from('您的 Pasar 验证码').toString('base64')}?=`,
      );
      const start = fake.transcript.indexOf('') + 1;
      const body = fake.transcript.slice(start, fake.transcript.indexOf('.', start)).join('');
      expect(Buffer.from(body, 'base64').toString()).toBe('您的 Pasar 验证码是 123456');
    } finally {
      await fake.close();
    }
  });

  it('refuses an address that could smuggle SMTP commands', async () => {
    const smtp = new SmtpDelivery({ url: 'smtp://127.0.0.1:1', from: 'no-reply@pasar.example' });
    await expect(
      smtp.send({ channel: 'email', to: 'a@b.co>\r\nRCPT TO:<x@y.z', body: 'x' }),
    ).rejects.toThrow();
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
