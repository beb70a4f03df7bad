import { z } from 'zod';
import { imageUrlItemSchema, imageUrlSchema } from './image-url.js';
import { plainText } from './plain-text.js';
import { errorBodySchema, MESSAGES } from './errors.js';
import { LIMITS } from './limits.js';
import { chatMessagesSchema } from './message.js';
import { GENRES, MOODS, RESOLUTIONS, resolutionSchema } from './options.js';
import { DOWNLOAD_EXTENSIONS, downloadFormatSchema, type DownloadFormat } from './plan-perks.js';
import { CHATS_TO_LEARN, type PreferenceSource } from './user.js';

/** What the creator reads when the model fails; each says the token is back and what to do. */
export const MODEL_MESSAGES = {
  noImage:
    'The image model returned no image for this request. Your token was refunded; try rephrasing the prompt.',
  blocked:
    "The image model's safety filters blocked this request. Your token was refunded; try a different prompt or photo.",
  timedOut: 'The image model took too long to answer. Your token was refunded; please try again.',
  busy: 'The image model is busy right now. Your token was refunded; please try again in a minute.',
  unavailable:
    'The image model is unavailable right now. Your token was refunded; please try again in a few minutes.',
  refused:
    'The image model could not take this request. Your token was refunded; try another photo or a shorter prompt.',
  /** The configured model id is not served (retired, misspelt, or not enabled for the project). */
  notServed: 'Thumbnail generation is unavailable right now; your token was refunded.',
} as const;

/** Generation and edit wording shared by server answers and web toasts. */
export const THUMBNAIL_MESSAGES = {
  promptTooLong: `The prompt can be at most ${LIMITS.promptMaxChars} characters`,
  titleTooLong: `The video title can be at most ${LIMITS.videoTitleMaxChars} characters`,
  unknownGenre: `Please choose a genre from the list (${GENRES.join(', ')})`,
  unknownMood: `Please choose a mood from the list (${MOODS.join(', ')})`,
  unknownResolution: `Please choose a resolution from the list (${RESOLUTIONS.map((r) => r.value).join(', ')})`,
  imageNotFound: 'Image not found in this chat',
  notEditable: 'Please select one of the generated thumbnails to edit',
  notCheckable: 'Please select one of the generated thumbnails to check',
  notRememberable: 'Please select one of the generated thumbnails to remember its style',
  notRepeatable: 'Please select one of the generated thumbnails to make more like it',
  /** What the creator's message says when they ask for more like a thumbnail. */
  moreLikeThis: 'More like this',
  sourcePhotoGone:
    'The photo this thumbnail was made from is no longer stored. Please upload it again.',
  generationFailed:
    "We couldn't generate your thumbnail, so your token was refunded. Please try again.",
  editFailed: "We couldn't edit your thumbnail, so your token was refunded. Please try again.",
  /** Said in a reply while the image model paints its own variants beside the ones shown. */
  modelPainting: (variants: number) =>
    variants === 1
      ? 'The image model is painting one more; it will appear here when it is ready.'
      : `The image model is painting ${variants} more; they will appear here as they are ready.`,
  /** Some of the image model's variants came, others did not; the token pays for what came. */
  modelPartlyPainted: (failed: number, asked: number) =>
    `${failed} of the image model's ${asked} variants could not be painted this time.`,
  tooManyGenerations: (limit: number) =>
    `You already have ${limit} thumbnails generating. Please wait for one to finish.`,
  notMultipart: 'Send the thumbnail request as multipart/form-data',
  malformedUpload: 'The upload was cut off or malformed. Please try again.',
  requestTimedOut:
    'The request arrived too slowly, so it was stopped. Nothing was charged; please try again.',
  oneImageOnly: 'Please upload one image at a time',
  tooManyPhotos: `Please add at most ${LIMITS.photosPerGeneration} photos: yours, then up to ${LIMITS.photosPerGeneration - 1} of the things the video is about`,
  /** Said when the local renderer was given other photos but no split to show them in. */
  thingsOnlyInSplit:
    'I show your other photos on the other side of a versus or before/after (try "me versus this"), so these thumbnails show your photo alone.',
  /**
   * Said when a versus or before/after is asked of one photo: its other side is not faked with
   * the same photo, so these say what a second photo adds.
   */
  secondPhotoWanted: (split: 'versus' | 'before-after') =>
    split === 'versus'
      ? 'A versus needs a photo of who or what you are up against: add it (up to 4 photos) and it takes the other side, with a "VS" badge between you. With one photo, these show you alone, with the "VS" badge beside you.'
      : 'A before/after needs your before photo: add it (up to 4 photos) and the two stand side by side, with an arrow between them. With one photo, these show it alone.',
  zipImageCount: `Choose between 1 and ${LIMITS.zipMaxImages} images to download`,
  zipImageNotFound: 'One of the images to download was not found',
  zipTooLarge: 'These images are too large to download together. Please choose fewer.',
  zipInProgress: 'Your other download is still running. Please wait for it to finish.',
  serverBusy:
    'ThumbForge is busy making other thumbnails right now. Nothing was charged; please try again in a few seconds.',
  renderTimedOut:
    'Drawing this thumbnail took too long, so it was stopped. Please try again, perhaps with a shorter prompt.',
  tooMuchPixelWork: (limit: number) =>
    `You already have ${limit} thumbnails being drawn or checked. Please wait for one to finish.`,
  /** `changes` lists `combinedChange`s. */
  combinedChanges: (changes: string) =>
    `You asked for some changes more than once, so I combined them: ${changes}.`,
  combinedChange: (said: string, times: number, outcome: 'combined' | 'capped' | 'cancelled') =>
    `${said} (asked ${times} times${
      {
        combined: '',
        capped: ', made as strong as one change goes',
        cancelled: ', which cancel out',
      }[outcome]
    })`,
  calloutsCapped: (max: number) =>
    `A thumbnail shows at most ${max} arrows, circles, badges and stickers at once, so I left out the others you asked for.`,
  /** `changes` lists what was done, each as `describeOperation` says it ("added a red arrow"). */
  doneAsAsked: (changes: string) => `As you asked, I ${changes}.`,
  calloutTargetNotFound: (callout: string, thing: string) =>
    `I can't find "${thing}" in your photo (I find only faces and the main subject), so I left the ${callout} out rather than put it somewhere else; try "${callout === 'arrow' ? 'arrow pointing at' : `${callout} around`} my face".`,
  stickerTargetNotFound: (thing: string) =>
    `I can't find "${thing}" in your photo, so I put the sticker by the face instead.`,
  expressionUnchanged: (said: string, instead: string | null) =>
    `I can't change an expression ("${said}"), so ${instead ?? 'the faces stay as they are in your photo'}.`,
  expressionZoomed: 'the bigger face is the nearest I can do',
  noRoomFor: (thing: string, missing: number, total: number) =>
    missing === total
      ? `There was no room for ${thing} clear of the faces and the title, so I left it out.`
      : `${thing.charAt(0).toUpperCase()}${thing.slice(1)} is in ${total - missing} of the ${total} thumbnails: the ${missing === 1 ? 'other has' : 'others have'} no room for it clear of the faces and the title.`,
  /** `background` as `describeOperation` names it after "made the background" ("a galaxy"). */
  backgroundNotDrawn: (background: string, missing: number, total: number) =>
    missing === total
      ? `I could not draw ${background} as the background this time, so it is not in these thumbnails.`
      : `${background.charAt(0).toUpperCase()}${background.slice(1)} is the background of ${total - missing} of the ${total} thumbnails, not of the others.`,
  nobodyInTheMiddle: (thing: string) =>
    `Nobody stands in the middle of your photo (its people pair off either side of it), so I left out ${thing} rather than point it at someone else; try "the left one" or "the one on the right".`,
  /** `clauses` are quoted and listed. */
  notActedOn: (clauses: string) =>
    `I kept ${clauses} as your photo shows it: I change the background, framing, callouts and title around you, not what the photo shows.`,
  sceneNotDrawn:
    "I couldn't cut the subject out of this photo, so I framed the photo as it is: the backgrounds, arrows, stickers and sides you asked for are not in it.",
  generated: 'Thumbnail generated successfully!',
  generateFailed: 'Failed to generate thumbnail',
  continued: 'Chat continued successfully!',
  continueFailed: 'Failed to continue chat',
  languageVersionsReady: 'Language versions ready',
  languageVersionsFailed: 'Failed to make language versions',
  downloadFailed: 'Download failed',
  styleCleared: 'Saved style cleared',
  styleClearFailed: 'Failed to clear your saved style',
  suggestionCleared: 'Suggestion cleared: it comes back only if you choose it in 3 chats running',
  styleRemembered: (summary: string) =>
    `Style remembered: ${summary}. New thumbnails start from it; edits stay in their chat.`,
  styleUsed: (source: PreferenceSource, words: readonly string[]) =>
    `${source === 'saved' ? 'Your saved style' : `What you chose in your last ${CHATS_TO_LEARN} chats`} added: ${words.join(', ')}.`,
  styleKept: 'Style remembered. New thumbnails start from it; edits stay in their chat.',
  styleRememberFailed: 'Failed to remember this style',
} as const;

const filled = z.string({ error: MESSAGES.fillAllFields }).trim().min(1, MESSAGES.fillAllFields);

/** `off` leaves the creator's brand kit out of one generation or edit (the composer's chip). */
const brandKitSwitchSchema = z.enum(['off'], { error: 'brandKit is "off" or absent' }).optional();

/**
 * The text fields of `POST /thumbnail/{chatId}` (multipart; the photo travels as `file`). Missing
 * or blank fields come first, all with the one message docs/product-rules.md section 5 gives; only then are
 * lengths and options checked.
 */
export const thumbnailFormSchema = z
  .object(
    {
      prompt: filled,
      genre: filled,
      mood: filled,
      title: filled,
      resolution: filled,
      brandKit: z.string().optional(),
    },
    { error: MESSAGES.fillAllFields },
  )
  .pipe(
    z.object({
      prompt: z
        .string()
        .max(LIMITS.promptMaxChars, THUMBNAIL_MESSAGES.promptTooLong)
        .check(plainText('The prompt', { lineBreaks: true })),
      genre: z.enum(GENRES, { error: THUMBNAIL_MESSAGES.unknownGenre }),
      mood: z.enum(MOODS, { error: THUMBNAIL_MESSAGES.unknownMood }),
      title: z
        .string()
        .max(LIMITS.videoTitleMaxChars, THUMBNAIL_MESSAGES.titleTooLong)
        .check(plainText('The video title')),
      resolution: z.enum(resolutionSchema.options, {
        error: THUMBNAIL_MESSAGES.unknownResolution,
      }),
      brandKit: brandKitSwitchSchema,
    }),
  );
export type ThumbnailForm = z.output<typeof thumbnailFormSchema>;

/** `POST /thumbnail/{chatId}` answers 201 with the chat's messages and the assistant's reply. */
export const generateThumbnailResponseSchema = z.object({
  chatMessages: chatMessagesSchema,
  response: z.string(),
  /** The balance after this generation's token. */
  updatedTokens: z.number().int().nonnegative(),
});
export type GenerateThumbnailResponse = z.infer<typeof generateThumbnailResponseSchema>;

/**
 * `POST /thumbnail/{chatId}/more`: new variants like one of the chat's thumbnails, from the photo,
 * prompt, title and choices it was made from; answered as a generation is.
 */
export const moreLikeThisRequestSchema = z.object(
  { url: imageUrlSchema, brandKit: brandKitSwitchSchema },
  { error: MESSAGES.fillAllFields },
);
export type MoreLikeThisRequest = z.infer<typeof moreLikeThisRequestSchema>;

/** `PUT /thumbnail/{chatId}`: the selected image's URL and what to change. */
export const editThumbnailRequestSchema = z.object(
  {
    url: imageUrlSchema,
    prompt: filled
      .max(LIMITS.promptMaxChars, THUMBNAIL_MESSAGES.promptTooLong)
      .check(plainText('The prompt', { lineBreaks: true })),
    brandKit: brandKitSwitchSchema,
  },
  { error: MESSAGES.fillAllFields },
);
export type EditThumbnailRequest = z.infer<typeof editThumbnailRequestSchema>;

export const editThumbnailResponseSchema = z.object({
  chat: chatMessagesSchema,
  response: z.string(),
  updatedTokens: z.number().int().nonnegative(),
});
export type EditThumbnailResponse = z.infer<typeof editThumbnailResponseSchema>;

/** A failed generation or edit (502): the token was refunded and this is the balance after. */
export const generationFailedBodySchema = errorBodySchema.extend({
  updatedTokens: z.number().int().nonnegative(),
});

/** `POST /download/download-zip`: the caller's own image URLs, answered as `application/zip`. */
export const downloadZipRequestSchema = z.object(
  {
    imageUrls: z
      .array(imageUrlItemSchema, { error: THUMBNAIL_MESSAGES.zipImageCount })
      .min(1, THUMBNAIL_MESSAGES.zipImageCount)
      .max(LIMITS.zipMaxImages, THUMBNAIL_MESSAGES.zipImageCount),
    /** JPEG as stored unless asked; PNG and WebP for Premium and Pro. */
    format: downloadFormatSchema.optional().default('jpeg'),
  },
  { error: THUMBNAIL_MESSAGES.zipImageCount },
);
export type DownloadZipRequest = z.input<typeof downloadZipRequestSchema>;

/** `POST /download/image`: one of the caller's own images, in a format their plan unlocks. */
export const downloadImageRequestSchema = z.object({
  imageUrl: imageUrlSchema,
  format: downloadFormatSchema.optional().default('jpeg'),
});
export type DownloadImageRequest = z.input<typeof downloadImageRequestSchema>;

/** `thumbnail.png`: what a single downloaded image is saved as. */
export function downloadFileName(format: DownloadFormat): string {
  return `thumbnail.${DOWNLOAD_EXTENSIONS[format]}`;
}

export const ZIP_FILE_NAME = 'thumbnails.zip';
