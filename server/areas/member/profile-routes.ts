import { createRoute, type Context } from '../../http/route-kit';
import { z } from 'zod';
import { errorCatalogue } from '../../../contract/errors';
import { memberInfoSchema } from '../../../contract/member';
import {
  updateAvatarBodySchema,
  updateAvatarResponseSchema,
  updateBirthdayRequestSchema,
  updateInfoRequestSchema,
  updateNameRequestSchema,
  type UpdateInfoRequest,
} from '../../../contract/profile';
import { AVATAR_FIELD } from '../../../contract/profile-constants';
import { PICTURE_KEY } from '../../lib/storage/picture-storage';
import type { AppEnv } from '../../app-env';
import { updateAvatar, updateProfile } from './profile';
import {
  answers,
  apiRoutes,
  jsonBody,
  pictureAnswers,
  shopperHeaders,
  signedIn,
} from '../../http/api-routes';
import { answer, answerError } from '../../http/respond';
import { DomainError } from '../../lib/domain-error';
import { IMMUTABLE, sendAsset } from '../../http/send-asset';
import { callerOf, requireMember, memberRequired } from '../../http/caller';

const tags = ['Member profile'];

/** A profile write: signed in, the token names the member; data is the member as info shows them. */
const profileWrite = <T extends z.ZodType>(path: string, summary: string, body: T) =>
  createRoute({
    method: 'put',
    path,
    tags,
    summary,
    security: signedIn,
    middleware: [memberRequired],
    request: { headers: shopperHeaders, body: jsonBody(body) },
    responses: answers(memberInfoSchema, 'The member'),
  });

/** update_name, update_birthday and update_info all save through updateProfile. */
async function saveProfile(c: Context<AppEnv>, body: UpdateInfoRequest) {
  const { member } = await requireMember(c);
  return answer(c, await updateProfile(c.var.deps, member.id, body, callerOf(c).country));
}

/**
 * The signed-in member's profile (SPEC.md §7 update_*; server/areas/member/profile.ts), under
 * /member/user/ like the sign-in calls (whose middleware marks them no-store), and the served
 * avatars under /member/avatar/.
 */
export const memberProfileRoutes = apiRoutes()
  .openapi(
    profileWrite(
      '/member/user/update_name',
      'Changes the name (once a calendar year, 1101012)',
      updateNameRequestSchema,
    ),
    (c) => saveProfile(c, c.req.valid('json')),
  )
  .openapi(
    profileWrite(
      '/member/user/update_birthday',
      'Sets the birthdate, YYYY-MM-DD (once a calendar year, 1101011)',
      updateBirthdayRequestSchema,
    ),
    (c) => saveProfile(c, c.req.valid('json')),
  )
  .openapi(
    profileWrite(
      '/member/user/update_info',
      'Changes name and birthdate together (all or nothing)',
      updateInfoRequestSchema,
    ),
    (c) => saveProfile(c, c.req.valid('json')),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/member/user/update_avatar',
      tags,
      summary: 'Uploads the avatar (multipart/form-data, field file: JPEG, PNG or WebP, at most 800 KB)',
      security: signedIn,
      middleware: [memberRequired],
      request: {
        headers: shopperHeaders,
        body: { required: true, content: { 'multipart/form-data': { schema: updateAvatarBodySchema } } },
      },
      responses: answers(updateAvatarResponseSchema, 'The new avatar URL'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      // A form that is not multipart, or a field that is not a file, is refused before any work.
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = body[AVATAR_FIELD];
      if (!(file instanceof File))
        throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: file');
      const bytes = new Uint8Array(await file.arrayBuffer());
      return answer(c, { avatar_url: await updateAvatar(c.var.deps, member.id, bytes) });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/avatar/{file}',
      tags,
      summary: 'A served avatar: <key>.webp (200×200 WebP, cached for ever: a new picture gets a new key)',
      request: { params: z.object({ file: z.string() }) },
      responses: pictureAnswers('image/webp', 'The avatar'),
    }),
    async (c) => {
      const { file } = c.req.valid('param');
      const key = file.replace(/\.webp$/, '');
      const bytes =
        file.endsWith('.webp') && PICTURE_KEY.test(key) ? await c.var.deps.pictures.get(key) : null;
      if (!bytes) return answerError(c, errorCatalogue.notFound, `No such picture: ${c.req.path}`);
      return sendAsset(c, { body: bytes, type: 'image/webp', etag: `"${key}"`, cacheControl: IMMUTABLE });
    },
  );
