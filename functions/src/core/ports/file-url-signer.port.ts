/** What a file link grants: one file, until a moment, while its owner's account stays as it was. */
export interface FileLinkGrant {
  path: string;
  /** Unix seconds. */
  expiresAt: number;
  /**
   * The owner's `closedAt` when signed, else when they last reopened ('' for an account never
   * reopened): closing or reopening revokes the link.
   */
  ownerState: string;
}

/**
 * Signs and checks the capability signature of the file links the API serves files through in
 * both runtimes (`/files/<path>?exp=<expiresAt>&sig=<signature>`).
 */
export interface FileUrlSigner {
  sign(grant: FileLinkGrant): string;
  /** Constant-time; false for a missing, malformed or wrong signature. */
  verify(grant: FileLinkGrant, signature: string | undefined): boolean;
}

/** The owner of the files a link is made for, as their account is now. */
export interface LinkOwner {
  closedAt?: string | null;
  /** When the account was last reopened: links signed before it stay dead. */
  linksValidFrom?: string | null;
}

/**
 * Links to stored files, made when messages are read (messages store paths, never a link that
 * dies), each readable by whoever holds it (an <img> sends no bearer) until it expires.
 */
export interface FileLinks {
  /** A link made `at` a moment (the use case's clock), for the owner's account as it is then. */
  linkFor(path: string, owner: LinkOwner, at: Date): string;
}
