import { ACCOUNT_EXPORT, API_PATHS } from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';
import { saveBlob } from '@/lib/save-blob';

/** `GET /account/export`: every photo and thumbnail and a JSON file of the account, as a zip. */
export async function downloadAccountData(api: ApiClient): Promise<void> {
  saveBlob(await api.requestBlob(API_PATHS.exportAccount), ACCOUNT_EXPORT.fileName);
}
