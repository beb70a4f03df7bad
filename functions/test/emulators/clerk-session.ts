import { importPKCS8, SignJWT } from 'jose';

// Set by functions/scripts/test-emulators.ts, which gave the function the public half.
export const clerkPrivateKey = process.env.EMULATOR_CLERK_PRIVATE_KEY ?? '';
/** Where Hosting serves the app, the function behind `/api/v1/**`. */
export const emulatorOrigin = process.env.EMULATOR_PUBLIC_ORIGIN ?? '';

/** A Clerk session token as Clerk signs it, for the origin the app is served from. */
export async function clerkSessionToken(
  userId: string,
  privateKey = clerkPrivateKey,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: `sess_${userId}`, azp: emulatorOrigin })
    .setProtectedHeader({ alg: 'RS256', kid: 'ins_emulator', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setNotBefore(now - 5)
    .setExpirationTime(now + 60)
    .sign(await importPKCS8(privateKey, 'RS256'));
}
