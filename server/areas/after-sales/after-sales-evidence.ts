import crypto from 'node:crypto';
import type { EvidencePicture } from '../../../contract/after-sales';
import { EVIDENCE_MAX_BYTES } from '../../../contract/after-sales-constants';
import { errorCatalogue } from '../../../contract/errors';
import type { Deps } from '../../app-env';
import { afterSalesEvidence } from '../../db/schema';
import { DomainError } from '../../lib/domain-error';
import { ImageWorkQueue, reencodePicture } from '../../lib/pictures';
import { takeHit } from '../../lib/rate-limits';

/**
 * Evidence pictures: the avatar's pipeline (ADR 016) with a larger size. The bytes are
 * sniffed, decoded by sharp within AVATAR_MAX_PIXELS, turned upright and re-encoded as WebP of
 * at most EVIDENCE_EDGE px on the long side without metadata (no GPS from a phone's photo), then
 * stored through the picture storage adapter (deps.pictures) under a random key: what is served
 * is never what was uploaded. Served by its unguessable key, like avatars.
 */

/** Decision: 1600 px on the long side is enough to see a scratch or a wrong label. */
export const EVIDENCE_EDGE = 1600;
/**
 * Decision: 20 uploads per member per 10 minutes (1103035 beyond), counted BEFORE decoding, so a
 * script cannot make the server decode pictures without limit.
 */
export const EVIDENCE_UPLOAD_LIMIT = { max: 20, windowMs: 10 * 60_000 };

const queue = new ImageWorkQueue();

export const evidenceUrl = (key: string) => `/api/order/after_sale/evidence/${key}.webp`;

async function toEvidenceWebp(
  bytes: Uint8Array,
): Promise<{ webp: Uint8Array; width: number; height: number }> {
  if (bytes.byteLength > EVIDENCE_MAX_BYTES) throw new DomainError(errorCatalogue.requestTooLarge);
  return reencodePicture(bytes, async (image) => {
    const { data, info } = await image
      .resize(EVIDENCE_EDGE, EVIDENCE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { webp: new Uint8Array(data), width: info.width, height: info.height };
  });
}

/** POST order/after_sale/evidence: one picture, answered with its id for apply. */
export async function uploadEvidence(
  deps: Pick<Deps, 'db' | 'clock' | 'pictures'>,
  memberId: string,
  bytes: Uint8Array,
): Promise<EvidencePicture> {
  const now = deps.clock.now();
  const hit = await takeHit(deps.db, `evidence:${memberId}`, EVIDENCE_UPLOAD_LIMIT, now);
  if (!hit.allowed) throw new DomainError(errorCatalogue.operationTooFast);
  const picture = await queue.run(() => toEvidenceWebp(bytes));
  const key = `ev${crypto.randomBytes(18).toString('base64url')}`;
  await deps.pictures.put(key, picture.webp);
  const [row] = await deps.db
    .insert(afterSalesEvidence)
    .values({ memberId, storageKey: key, width: picture.width, height: picture.height, createdAt: now })
    .returning();
  return { evidence_id: row!.id, url: evidenceUrl(key), width: picture.width, height: picture.height };
}
