import {
  API_PATHS,
  brandKitResponseSchema,
  learnBrandKitResponseSchema,
  type BrandKitView,
  type LearnBrandKitResponse,
  type PutBrandKitRequest,
} from '@thumbforge/contract';
import type { ApiClient } from '@/lib/api/api-client';

/** `GET /brand-kit`: the caller's kit, or null. */
export async function fetchBrandKit(api: ApiClient): Promise<BrandKitView | null> {
  return (await api.request(API_PATHS.brandKit, brandKitResponseSchema)).kit;
}

/** `PUT /brand-kit`: saves the colours, font, title treatment and logo corner. */
export async function saveBrandKit(
  api: ApiClient,
  kit: PutBrandKitRequest,
): Promise<BrandKitView | null> {
  return (
    await api.request(API_PATHS.brandKit, brandKitResponseSchema, { method: 'PUT', body: kit })
  ).kit;
}

/** `DELETE /brand-kit`. */
export async function deleteBrandKit(api: ApiClient): Promise<void> {
  await api.request(API_PATHS.brandKit, brandKitResponseSchema, { method: 'DELETE' });
}

/** `POST /brand-kit/logo` (multipart `file`). */
export async function uploadBrandLogo(api: ApiClient, file: File): Promise<BrandKitView | null> {
  const form = new FormData();
  form.set('file', file);
  return (await api.upload(API_PATHS.brandKitLogo, brandKitResponseSchema, form)).kit;
}

/** `DELETE /brand-kit/logo`. */
export async function removeBrandLogo(api: ApiClient): Promise<BrandKitView | null> {
  return (await api.request(API_PATHS.brandKitLogo, brandKitResponseSchema, { method: 'DELETE' }))
    .kit;
}

/** `POST /brand-kit/learn` (multipart, 3 to 10 `files`): a proposal, not saved. */
export function learnBrandKit(api: ApiClient, files: File[]): Promise<LearnBrandKitResponse> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return api.upload(API_PATHS.brandKitLearn, learnBrandKitResponseSchema, form);
}
