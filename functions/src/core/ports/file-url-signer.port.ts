/**
 * Signs and checks the capability signature of the embedded runtime's file URLs
 * (`/files/<path>?sig=<signature>`). Embedded only: Firebase Storage mints its own download URLs.
 */
export interface FileUrlSigner {
  sign(path: string): string;
  /** Constant-time; false for a missing, malformed or wrong signature. */
  verify(path: string, signature: string | undefined): boolean;
}
