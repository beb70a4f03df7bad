import { API_PATHS, type ResetPasswordRequest } from '@thumbforge/contract';
import { z } from 'zod';
import { createApiClient } from '../../api/api-client';

const resetAnswerSchema = z.object({ success: z.literal(true) });

/** Sets a new password through a one-time reset link's token; throws the server's refusal. */
export async function resetPasswordWithLink(request: ResetPasswordRequest): Promise<void> {
  await createApiClient().request(API_PATHS.localAuth.resetPassword, resetAnswerSchema, {
    method: 'POST',
    body: request,
  });
}
