import { z } from 'zod';

/**
 * `POST /auth/firebase-token` (Firebase runtime only): a Firebase custom token for the verified
 * Clerk user, so the web can sign in to Firebase and read its own documents under the rules.
 */
export const firebaseTokenResponseSchema = z.object({ token: z.string().min(1) });
export type FirebaseTokenResponse = z.infer<typeof firebaseTokenResponseSchema>;
