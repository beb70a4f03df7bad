import type { Preferences } from '@thumbforge/contract';

/** The `preferences` of a user record: what "the AI remembers". */
export interface PreferenceStore {
  /**
   * Applies `change` to the user's current preferences in one transaction and answers the result.
   * `change` is pure: a transaction may run it more than once. An unknown user is `NotFound`.
   */
  update(userId: string, change: (current: Preferences) => Preferences): Promise<Preferences>;
}
