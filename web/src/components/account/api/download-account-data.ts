import { API_PATHS } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `GET /account/export`: every photo and thumbnail and a JSON file of the account, as a zip. */
export function fetchAccountData(api: ApiClient): Promise<Blob> {
  return api.requestBlob(API_PATHS.exportAccount);
}
