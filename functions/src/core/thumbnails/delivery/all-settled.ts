/**
 * Like `Promise.all`, but waits for every promise before rejecting with the first failure: a
 * write still in flight when another one failed would otherwise land after the cleanup.
 */
export async function allSettledOrThrow<T>(work: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}
