import useSWR, { mutate } from 'swr';
import type { DeletionApplyRequest, DeletionStatus } from '../../contract/account-deletion';
import { keysOf, memberKey } from './keys';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/** Account deletion (server/areas/member/deletion-routes.ts, ADR 018). */
export const deletionStatusPath = 'member/deletion/status';
export const deletionApplyPath = 'member/deletion/apply';
export const deletionCancelPath = 'member/deletion/cancel';

export function fetchDeletionStatus(token?: string) {
  return request<DeletionStatus>(deletionStatusPath, {
    method: 'GET',
    silent: true,
    ...(token ? { token } : {}),
  });
}

/** The signed-in member's deletion request (state 'none' or 'processing'). */
export function useDeletionStatus() {
  const scope = useShopperScope();
  return useSWR(scope.token ? memberKey(deletionStatusPath, scope) : null, () => fetchDeletionStatus());
}

async function settle(status: DeletionStatus) {
  await mutate(keysOf(deletionStatusPath), status, { revalidate: false });
  return status;
}

/** POST member/deletion/apply: refusals throw ApiError (the flow shows them, no toast). */
export async function applyForDeletion(body: DeletionApplyRequest) {
  return settle(await request<DeletionStatus>(deletionApplyPath, { body, silent: true }));
}

/** POST member/deletion/cancel: the account stays. */
export async function cancelDeletion() {
  return settle(await request<DeletionStatus>(deletionCancelPath, { method: 'POST', body: {} }));
}
