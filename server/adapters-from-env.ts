import { type Clock } from './lib/clock';
import type { Db } from './db/client';
import path from 'node:path';
import { FilePictureStorage, MemoryPictureStorage, type PictureStorage } from './lib/storage/picture-storage';
import { S3PictureStorage } from './lib/storage/picture-storage-s3';
import type { ServerConfig } from './config';
import {
  GoogleOidcSignIn,
  GoogleSignInDisabled,
  SandboxGoogleSignIn,
  type GoogleSignIn,
} from './areas/member';
import { ChannelRouter, type MessageDelivery } from './lib/delivery/message-delivery';
import { OutboxDelivery } from './lib/delivery/outbox-delivery';
import { SmtpDelivery } from './lib/delivery/smtp-delivery';
import { WhatsAppCloudDelivery } from './lib/delivery/whatsapp-cloud';

type Env = Record<string, string | undefined>;

/**
 * Each channel goes to its real service when that service's variables are set, else to the
 * sandbox outbox: WhatsApp with WHATSAPP_TOKEN + WHATSAPP_PHONE_NUMBER_ID, e-mail with
 * SMTP_URL + MAIL_FROM. SMS has no real service yet and always lands in the outbox.
 */
export function deliveryFromEnv(
  env: Env,
  db: Db,
  clock: Clock,
): { delivery: MessageDelivery; summary: string } {
  const outbox = new OutboxDelivery(db, clock);
  const whatsapp =
    env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
      ? new WhatsAppCloudDelivery({
          token: env.WHATSAPP_TOKEN,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          template: env.WHATSAPP_TEMPLATE || undefined,
          apiVersion: env.WHATSAPP_API_VERSION || undefined,
        })
      : undefined;
  if (env.SMTP_URL && !env.MAIL_FROM) throw new Error('SMTP_URL is set but MAIL_FROM is not');
  const smtp =
    env.SMTP_URL && env.MAIL_FROM ? new SmtpDelivery({ url: env.SMTP_URL, from: env.MAIL_FROM }) : undefined;
  return {
    delivery: new ChannelRouter({ whatsapp: whatsapp ?? outbox, email: smtp ?? outbox, sms: outbox }),
    summary: `WhatsApp → ${whatsapp ? 'Cloud API' : 'outbox'}, e-mail → ${smtp ? 'SMTP' : 'outbox'}, SMS → outbox`,
  };
}

/**
 * Google's real OpenID Connect client with GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET; else the
 * sandbox provider when the sandbox is on (never in production: server/config.ts), otherwise
 * sign-in with Google is switched off (the sandbox lets anyone claim any address).
 */
export function googleFromEnv(env: Env, sandbox: boolean, clock: Clock): GoogleSignIn {
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    return new GoogleOidcSignIn({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET });
  }
  return sandbox ? new SandboxGoogleSignIn(clock) : new GoogleSignInDisabled();
}

/**
 * The origin Google returns the browser to, only from configuration (a redirect URI built from
 * the request's Origin or Host lets a forged header choose it): PUBLIC_ORIGIN, which real Google
 * requires (the server refuses to start without it); the sandbox alone may fall back to this
 * server's own port on loopback (HOST's address when it is one, else localhost).
 */
export function googleRedirectOrigin(
  config: { publicOrigin: string | undefined; host: string; port: number },
  google: GoogleSignIn,
): string | undefined {
  if (config.publicOrigin) return config.publicOrigin;
  if (google instanceof GoogleOidcSignIn)
    throw new Error('GOOGLE_CLIENT_ID is set but PUBLIC_ORIGIN is not: Google needs a fixed redirect URI');
  if (!(google instanceof SandboxGoogleSignIn)) return undefined;
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(config.host) ? config.host : 'localhost';
  return `http://${loopback === '::1' ? '[::1]' : loopback}:${config.port}`;
}

/**
 * Where uploaded pictures go (ADR 016): the S3-compatible bucket when S3_BUCKET is set (the one
 * storage several machines share), else files in DATA_DIR/avatars, or memory when the database
 * itself is a throwaway (DATA_DIR=memory://). Decision: the folder keeps its name 'avatars'
 * although evidence pictures go there too, so the pictures already stored stay where they are.
 */
export function pictureStorageFromConfig(
  config: Pick<ServerConfig, 'pictureBucket' | 'dataDir'>,
): PictureStorage {
  if (config.pictureBucket) return new S3PictureStorage(config.pictureBucket);
  if (config.dataDir.startsWith('memory://')) return new MemoryPictureStorage();
  return new FilePictureStorage(path.resolve(config.dataDir, 'avatars'));
}

/**
 * What start-up warns of when production runs on PostgreSQL (the set-up for several machines)
 * with pictures on this machine's disk: a picture uploaded here is missing on every other machine.
 * Decision: a warning, not a refusal: one machine on PostgreSQL is a sound deployment, and the
 * server cannot know how many machines stand behind the load balancer.
 */
export function picturesNotSharedWarning(
  config: Pick<ServerConfig, 'production' | 'databaseUrl' | 'pictureBucket'>,
  storage: PictureStorage,
): string | undefined {
  if (!config.production || !config.databaseUrl || config.pictureBucket) return undefined;
  return (
    `Uploaded pictures (avatars, after-sales evidence) are kept as ${storage.description} on this machine ` +
    'only: other server machines cannot serve them. Set S3_BUCKET (README, "The server and its database") ' +
    'before running more than one machine.'
  );
}
