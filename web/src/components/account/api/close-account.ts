import {
  API_PATHS,
  closeAccountResponseSchema,
  type CloseAccountResponse,
} from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `POST /account/close`: read-only from now, everything personal deleted at `deleteAfter`. */
export function closeAccount(api: ApiClient): Promise<CloseAccountResponse> {
  return api.request(API_PATHS.closeAccount, closeAccountResponseSchema, { method: 'POST' });
}
