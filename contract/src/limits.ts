/** Business constants of docs/product-rules.md section 9, in one place for server and web. */
export const LIMITS = {
  freeTokens: 3,
  tokensPerGeneration: 1,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadMaxMegapixels: 40,
  /** Photos one generation takes: the creator's, then the things (a product, a second person). */
  photosPerGeneration: 4,
  promptMaxChars: 10_000,
  videoTitleMaxChars: 100,
  chatTitleMaxChars: 100,
  chatTitleDisplayChars: 17,
  passwordMinChars: 8,
  zipMaxImages: 50,
  outputMaxBytes: 2 * 1024 * 1024,
  /** An Ultra HD download, kept at high quality; its YouTube copy keeps to `outputMaxBytes`. */
  ultraHdMaxBytes: 8 * 1024 * 1024,
  /**
   * What one creator may keep of outputs that cost no token (language versions), over all their
   * chats: about 70 sets of 12 versions at 1920x1080.
   */
  freeStorageMaxBytes: 250 * 1024 * 1024,
} as const;

/** The answer when free outputs would pass `LIMITS.freeStorageMaxBytes` (413, payload_too_large). */
export const FREE_STORAGE_MESSAGES = {
  full: `Your language versions have used all their free space (${LIMITS.freeStorageMaxBytes / 1024 / 1024} MB). Delete chats you no longer need, then try again.`,
} as const;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;

export const TOUR_FLAGS = {
  createChat: 'tour1complete',
  firstChat: 'tour2complete',
  editing: 'tour3complete',
} as const;

/**
 * File links (`/files/<path>?exp=&sig=`, in both runtimes), signed each time messages are
 * read: a link works for `lifetimeSeconds` to `lifetimeSeconds + stepSeconds` (its expiry is
 * rounded up to a step, so reads within one step give the same link and the browser's cache
 * holds), and an open tab reads its messages again every `refreshMs`, before its links expire.
 */
export const FILE_LINKS = {
  lifetimeSeconds: 60 * 60,
  stepSeconds: 15 * 60,
  refreshMs: 20 * 60 * 1000,
} as const;
