import { z } from 'zod';

/** Tokens support gave the user by hand (a `grant` ledger entry), with the reason they gave. */
export const tokenGrantSchema = z.object({
  _id: z.string(),
  tokens: z.number().int().positive(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TokenGrant = z.infer<typeof tokenGrantSchema>;

/** `GET /tokens/grants`: the caller's grants, newest first. */
export const tokenGrantListResponseSchema = z.object({ grants: z.array(tokenGrantSchema) });
export type TokenGrantListResponse = z.infer<typeof tokenGrantListResponseSchema>;
