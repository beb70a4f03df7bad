import { FinishReason, GoogleGenAI, Modality, type GoogleGenAIOptions } from '@google/genai';
import {
  detectImageType,
  resolutionSize,
  suggestedStyle,
  type Box,
  MODEL_MESSAGES,
} from '@thumbforge/contract';
import { UpstreamFailed } from '../../core/errors.js';
import type { Logger } from '../../core/ports/logger.port.js';
import type {
  EditBaseArtRequest,
  EditedBaseArt,
  ImageModel,
  PaintBaseArtRequest,
  PaintedBaseArt,
} from '../../core/ports/image-model.port.js';
import {
  describeOperation,
  isArtOperation,
  isSceneOperation,
  type ArtOperation,
  type SceneOperation,
} from '../../core/thumbnails/scene/index.js';
import { currentWork } from '../../core/work-context.js';
import { pngSize } from '../imaging/png-size.js';
import { renderCost, sharedRenderPool, type RenderPool } from '../render-pool/render-pool.js';
import { sharedPhotoAnalyser, type PhotoAnalyser } from '../vision/photo-analyser.js';
import { buildImagePrompt } from './build-image-prompt.js';
import { asModelFailure, isModelNotServed } from './model-failures.js';
import { createRetryingFetch, type RetryPolicy } from './retrying-fetch.js';

const DEFAULT_TIMEOUT_MS = 60_000;

/** About how long Gemini takes per picture on Vertex AI (published medians: 13 to 45 s). */
export const VERTEX_EXPECTED_SECONDS = 30;
const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 1000, maxDelayMs: 20_000 };

/** Signs the requests: a google-auth-library client (the SDK's `googleAuthOptions.authClient`). */
export type VertexAuthClient = NonNullable<
  NonNullable<GoogleGenAIOptions['googleAuthOptions']>['authClient']
>;

export interface VertexImageModelOptions {
  /** Project and region, signed by the service account; unset in express mode (`apiKey`). */
  project?: string;
  location?: string;
  /** Express mode: the key is sent as `x-goog-api-key`, and no service account is needed. */
  apiKey?: string;
  model: string;
  /**
   * Where the REST calls go (`VERTEX_BASE_URL`): Google's endpoint for the region (or the global
   * one in express mode) unless a regional or private endpoint, a gateway or a test's fake.
   */
  baseUrl?: string;
  /** Application Default Credentials (the function's service account) unless given. */
  authClient?: VertexAuthClient;
  /** One attempt's limit. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** How waits between retries pass; tests record them instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  logger?: Logger;
  /** Finds the faces in the art, so the title keeps clear of them; the shared one by default. */
  analyser?: PhotoAnalyser;
  /** Where the model's answers are fitted to size; the process's shared render pool by default. */
  pool?: RenderPool;
}

/**
 * The smallest image size the model offers whose 16:9 answer covers the thumbnail, so the art is
 * scaled down, never up: 1K (1344x768 or so) covers 1280x720, 2K covers 1920x1080.
 */
const IMAGE_SIZES = [
  { name: '1K', width: 1344 },
  { name: '2K', width: 2688 },
  { name: '4K', width: 5376 },
] as const;

function imageSizeFor(size: { width: number }): string {
  return (IMAGE_SIZES.find((option) => option.width >= size.width) ?? IMAGE_SIZES[2]).name;
}

/** Finish reasons meaning the model refused, rather than simply drew nothing. */
const REFUSALS: ReadonlySet<string> = new Set([
  FinishReason.SAFETY,
  FinishReason.IMAGE_SAFETY,
  FinishReason.PROHIBITED_CONTENT,
  FinishReason.IMAGE_PROHIBITED_CONTENT,
  FinishReason.BLOCKLIST,
  FinishReason.SPII,
  FinishReason.RECITATION,
]);

/** The change to the pixels, in the words the model is given. */
function artInstruction(operation: ArtOperation): string {
  switch (operation.kind) {
    case 'brightness':
      return operation.direction === 'up' ? 'make it brighter' : 'make it darker';
    case 'contrast':
      return operation.direction === 'up' ? 'add contrast' : 'soften the contrast';
    case 'saturation':
      return operation.direction === 'up' ? 'make the colours more vivid' : 'mute the colours';
    case 'black-and-white':
      return 'make it black and white';
    case 'temperature':
      return `make the colours ${operation.direction}`;
    case 'zoom':
      return operation.direction === 'in'
        ? 'zoom in closer on the subject'
        : 'zoom out to show more of the scene';
    case 'blur-background':
      return 'blur the background behind the subject';
  }
}

/** What the reply says was done ("added a red arrow ..."), as an order to the model ("add ..."). */
const ORDERS: Record<string, string> = {
  added: 'add',
  removed: 'remove',
  made: 'make',
  gave: 'give',
  swapped: 'swap',
  kept: 'keep',
};

function sceneInstruction(operation: SceneOperation): string {
  const said = describeOperation(operation);
  const space = said.indexOf(' ');
  const verb = said.slice(0, space);
  return `${ORDERS[verb] ?? verb}${said.slice(space)}`;
}

function mimeTypeOf(bytes: Uint8Array): string {
  const type = detectImageType(bytes);
  // Inputs come from the server's own pipeline (JPEG uploads, PNG base art), never from a client.
  if (!type) throw new UpstreamFailed(MODEL_MESSAGES.refused, 'the input is not a known image');
  return `image/${type}`;
}

/**
 * The production image model: Gemini's image model on Vertex AI through `@google/genai`. The model
 * paints only the base art, told where the core will put the title (a layer the server draws, so
 * it is always spelled right) and where the subject should stand; it reports the faces it painted
 * so the core can keep the title clear of them.
 *
 * Variants are requested in parallel, one call each. When some fail, the ones that succeeded are
 * returned (the creator still gets thumbnails for their token); only when all fail does
 * `paintBaseArt` reject, with the first failure.
 */
export function createVertexImageModel(options: VertexImageModelOptions): ImageModel {
  let reportedNotServed = false;
  /** A model id the service does not serve fails every request: the operator hears it once, loudly. */
  function reportNotServed(error: unknown): void {
    if (reportedNotServed || !isModelNotServed(error)) return;
    reportedNotServed = true;
    options.logger?.error(
      `image model: Vertex AI does not serve "${options.model}" (404 NOT_FOUND). Every generation fails and is refunded until VERTEX_IMAGE_MODEL names a current model, such as gemini-3.1-flash-image`,
      { model: options.model, project: options.project, location: options.location },
    );
  }
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const ai = new GoogleGenAI({
    vertexai: true,
    // Express mode is the key alone: the SDK refuses a key beside a project and region.
    ...(options.apiKey
      ? { apiKey: options.apiKey }
      : { project: options.project, location: options.location }),
    ...(options.authClient && !options.apiKey
      ? { googleAuthOptions: { authClient: options.authClient } }
      : {}),
    httpOptions: {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      fetch: createRetryingFetch({
        ...retry,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(options.sleep ? { sleep: options.sleep } : {}),
      }),
    },
  });

  /** One call: the images (the main one first) and the prompt in, base art of `size` out. */
  async function paint(
    images: readonly Uint8Array[],
    prompt: string,
    size: { width: number; height: number },
  ): Promise<Buffer> {
    try {
      const response = await ai.models.generateContent({
        model: options.model,
        contents: [
          {
            role: 'user',
            parts: [
              ...images.map((image) => ({
                inlineData: {
                  mimeType: mimeTypeOf(image),
                  data: Buffer.from(image).toString('base64'),
                },
              })),
              { text: prompt },
            ],
          },
        ],
        config: {
          // The request's deadline ends the call, not only the wait for it.
          ...(currentWork().signal && { abortSignal: currentWork().signal }),
          responseModalities: [Modality.IMAGE],
          imageConfig: { aspectRatio: '16:9', imageSize: imageSizeFor(size) },
        },
      });
      const blockReason = response.promptFeedback?.blockReason;
      if (blockReason) {
        throw new UpstreamFailed(MODEL_MESSAGES.blocked, `prompt blocked: ${blockReason}`);
      }
      const candidate = response.candidates?.[0];
      const data = candidate?.content?.parts?.find((part) => part.inlineData?.data)?.inlineData
        ?.data;
      if (!data) {
        const reason = candidate?.finishReason ?? 'no candidate';
        throw new UpstreamFailed(
          REFUSALS.has(reason) ? MODEL_MESSAGES.blocked : MODEL_MESSAGES.noImage,
          `no image in the answer (finish reason ${reason})`,
        );
      }
      const answer = Buffer.from(data, 'base64');
      try {
        const pool = options.pool ?? sharedRenderPool();
        const fitted = await pool.run(
          'fit-art',
          { bytes: answer, size },
          { cost: renderCost(size) },
        );
        return Buffer.from(fitted.buffer, fitted.byteOffset, fitted.length);
      } catch (error) {
        throw new UpstreamFailed(MODEL_MESSAGES.noImage, `unreadable image: ${String(error)}`);
      }
    } catch (error) {
      reportNotServed(error);
      throw asModelFailure(error);
    }
  }

  const analyser = () => options.analyser ?? sharedPhotoAnalyser(options.logger);

  /** The faces Gemini painted, found by the same face model the local renderer uses. */
  async function facesIn(baseArt: Buffer): Promise<Box[]> {
    return analyser().faces(baseArt);
  }

  return {
    // Gemini repaints the whole frame from the photo: there is no cut-out to arrange.
    findSubject: async () => null,

    async paintBaseArt(request: PaintBaseArtRequest): Promise<PaintedBaseArt> {
      const size = resolutionSize(request.resolution);
      const settled = await Promise.allSettled(
        request.variants.map(async (plan, variant) => {
          const { arrangement } = plan;
          const prompt = buildImagePrompt({
            task: 'generate',
            request: request.prompt,
            genre: request.genre,
            mood: request.mood,
            size,
            history: [],
            styleNotes: request.styleNotes,
            ...(request.brandColours ? { brandColours: request.brandColours } : {}),
            titleArea: plan.title.position.box,
            ...(arrangement.kind === 'framed' ? { subjectArea: arrangement.layout.subject } : {}),
            references: request.things.length,
          });
          const baseArt = await paint([request.photo, ...request.things], prompt, size);
          return { variant, baseArt, faces: await facesIn(baseArt) };
        }),
      );
      const made = settled.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const failures = settled.flatMap((result) =>
        result.status === 'rejected' ? [asModelFailure(result.reason)] : [],
      );
      const [firstFailure] = failures;
      if (made.length === 0 && firstFailure) throw firstFailure;
      if (firstFailure) {
        options.logger?.warn('image model: some variants failed; returning the others', {
          made: made.length,
          failed: failures.length,
          detail: firstFailure.detail,
        });
      }
      // Gemini paints whatever the description names: nothing is left undrawn.
      return { images: made, notDrawn: [] };
    },

    async editBaseArt(request: EditBaseArtRequest): Promise<EditedBaseArt> {
      const artOperations = request.operations.filter(isArtOperation);
      const sceneOperations = request.operations.filter(isSceneOperation);
      // Base art is the PNG this server made; its header tells the size without decoding it.
      const size = pngSize(request.baseArt) ?? resolutionSize('1280 x 720');
      const style = suggestedStyle(request.preferences)?.choices;
      const prompt = buildImagePrompt({
        task: 'edit',
        request: [
          ...artOperations.map(artInstruction),
          ...sceneOperations.map(sceneInstruction),
          ...request.wishes.map((wish) => wish.said),
        ].join('; '),
        genre: style?.genre ?? null,
        mood: style?.mood ?? null,
        size,
        history: request.history.filter((turn) => turn.role === 'user').map((turn) => turn.text),
        styleNotes: style?.styleWords ?? [],
        ...(request.brandColours ? { brandColours: request.brandColours } : {}),
        titleArea: request.title.position.box,
      });
      const baseArt = await paint([request.baseArt], prompt, size);
      return {
        baseArt,
        // Gemini paints what it is asked: each operation and each wish is made.
        applied: [
          ...request.operations.map(describeOperation),
          ...request.wishes.map((wish) => `changed it as asked ("${wish.said}")`),
        ],
        notUnderstood: [],
        notDrawn: [],
        faces: await facesIn(baseArt),
      };
    },
  };
}
