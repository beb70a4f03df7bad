import type { BrandKit } from '@thumbforge/contract';

/** The `brandKit` of a user record (issue 23): null when the creator has none. */
export interface BrandKitStore {
  /**
   * Applies `change` to the user's current kit in one transaction and answers the result.
   * `change` is pure: a transaction may run it more than once. An unknown user is `NotFound`.
   */
  update(
    userId: string,
    change: (current: BrandKit | null) => BrandKit | null,
  ): Promise<BrandKit | null>;
}
