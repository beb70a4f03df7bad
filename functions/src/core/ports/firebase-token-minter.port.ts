/**
 * Firebase runtime only: mints a Firebase custom token whose uid is the verified Clerk user's id,
 * so the web can sign in to Firebase and read its own documents under the security rules.
 */
export interface FirebaseTokenMinter {
  mint(userId: string): Promise<string>;
}
