import { existsSync } from 'node:fs';

/**
 * The machine's Firestore emulator (Debian's google-cloud-cli-firestore-emulator), or the one
 * FIRESTORE_EMULATOR_BINARY names; null when there is none, and the Firebase-mode specs are skipped.
 */
export function firestoreEmulatorBinary(env: NodeJS.ProcessEnv = process.env): string | null {
  const binary =
    env.FIRESTORE_EMULATOR_BINARY ||
    '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
  return existsSync(binary) ? binary : null;
}
