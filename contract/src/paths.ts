/** API paths, relative to the `/api/v1` prefix; the web and the server both build URLs from here. */
export const API_PREFIX = '/api/v1';

export const API_PATHS = {
  config: '/config',
  me: '/auth/me',
  /** Firebase runtime only: a Firebase custom token for the signed-in user (Firestore listeners). */
  firebaseToken: '/auth/firebase-token',
  /** `DELETE`: forget the style saved on purpose (`saved`) or the one learnt from repeats (`learnt`). */
  mePreferences: (source: 'saved' | 'learnt') => `/auth/me/preferences/${source}`,
  /** `GET`, `PUT` and `DELETE`: the caller's brand kit (issue 23). */
  brandKit: '/brand-kit',
  /** `POST` (multipart `file`) and `DELETE`: the brand kit's logo. */
  brandKitLogo: '/brand-kit/logo',
  /** `POST` (multipart, 3 to 10 `files`): a kit proposed from past thumbnails, not saved. */
  brandKitLearn: '/brand-kit/learn',
  /** `POST`: closes the account (read-only for 30 days, then deleted). */
  closeAccount: '/account/close',
  /** `POST`: reopens a closed account within the 30 days. */
  reopenAccount: '/account/reopen',
  /** `GET`: a zip of the caller's images and a JSON file of their data. */
  exportAccount: '/account/export',
  /** Clerk's webhooks (Svix-signed): `user.deleted` closes the account. */
  clerkWebhook: '/auth/clerk-webhook',
  chats: '/chat/',
  chat: (id: string) => `/chat/${encodeURIComponent(id)}`,
  pinChat: (id: string) => `/chat/pin/${encodeURIComponent(id)}`,
  thumbnails: (chatId: string) => `/thumbnail/${encodeURIComponent(chatId)}`,
  /** `POST`: more thumbnails like a chosen one, from its photo, prompt and choices (one token). */
  thumbnailMore: (chatId: string) => `/thumbnail/${encodeURIComponent(chatId)}/more`,
  /** `POST`: the feed check kept with one of the chat's images (costs nothing). */
  thumbnailCheck: (chatId: string) => `/thumbnail/${encodeURIComponent(chatId)}/check`,
  /** `POST`: how far apart two or three of the chat's thumbnails are (free). */
  thumbnailCompare: (chatId: string) => `/thumbnail/${encodeURIComponent(chatId)}/compare`,
  /** `POST`: keep the style of one of the chat's thumbnails as the creator's saved style (free). */
  thumbnailRememberStyle: (chatId: string) =>
    `/thumbnail/${encodeURIComponent(chatId)}/remember-style`,
  /** `POST`: the thumbnail's title typeset in other languages over the same base art (free). */
  thumbnailLanguages: (chatId: string) => `/thumbnail/${encodeURIComponent(chatId)}/languages`,
  createOrder: '/payment/create-order',
  verifyPayment: '/payment/verify',
  payments: '/payment/',
  /** `GET`: tokens support granted the caller, with the reasons. */
  tokenGrants: '/tokens/grants',
  receipt: (id: string) => `/payment/${encodeURIComponent(id)}`,
  creditNote: (id: string, number: string) =>
    `/payment/${encodeURIComponent(id)}/credit-note?number=${encodeURIComponent(number)}`,
  paymentWebhook: '/payment/webhook',
  sandboxPay: '/sandbox/razorpay/pay',
  downloadZip: '/download/download-zip',
  /** `POST`: one of the caller's images as JPEG, PNG or WebP. */
  downloadImage: '/download/image',
  downloadTestAndCompare: '/download/test-and-compare',
  downloadLanguageVersions: '/download/thumbnails-by-language',
  events: '/events',
  /** `GET` lists the caller's API keys, `POST` makes one (a signed-in session only). */
  apiKeys: '/api-keys',
  /** `DELETE`: revokes one API key. */
  apiKey: (id: string) => `/api-keys/${encodeURIComponent(id)}`,
  /** The OpenAPI 3.1 document of this API, written from the contract. */
  openApi: '/openapi.json',
  /** The MCP server (Streamable HTTP), authorised by API keys. */
  mcp: '/mcp',
  /** File serving: `/files/<path>?exp=<unix seconds>&sig=<signature>` (see FILE_LINKS). */
  files: '/files/',
  localAuth: {
    signUp: '/local-auth/sign-up',
    signIn: '/local-auth/sign-in',
    token: '/local-auth/token',
    signOut: '/local-auth/sign-out',
    resetPassword: '/local-auth/reset-password',
  },
} as const;
