/**
 * What the retention rules do to payment records (kept apart from `PaymentStore`, which runs the
 * purchase itself). Tax law needs amount, date, receipt number and plan for 7 years; nothing ties
 * a record to a person once its owner's account is deleted.
 */
export interface PaymentRetention {
  /** Clears `ownerId` on every record of the owner; answers how many records there were. */
  unlinkOwner(ownerId: string): Promise<number>;
  /** Deletes records created before `cutoff`, oldest first, at most `limit`; answers their order ids. */
  deleteCreatedBefore(cutoff: Date, limit: number): Promise<string[]>;
  /** How many records were created before `cutoff` (what `deleteCreatedBefore` would delete). */
  countCreatedBefore(cutoff: Date): Promise<number>;
}

/** The `ownerId` of a record no longer linked to anyone: no signed-in user ever has it. */
export const UNLINKED_OWNER = '';
