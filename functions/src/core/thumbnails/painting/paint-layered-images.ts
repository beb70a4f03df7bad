import {
  suggestedStyle,
  THUMBNAIL_MESSAGES,
  type BrandKit,
  type Genre,
  type Mood,
  type Preferences,
  type Resolution,
} from '@thumbforge/contract';
import type {
  Arrangement,
  ImageModel,
  LayeredImage,
  SubjectFound,
  VariantPlan,
} from '../../ports/image-model.port.js';
import {
  allowedLayouts,
  cutoutArrangement,
  framedWhole,
  zoomedArrangement,
  GENRE_PALETTES,
  GENRE_SHOWS,
  variantLayouts,
} from '../layout/index.js';
import {
  cutoutTitleLayer,
  planTitleLayer,
  titleAmong,
  titleStandingOff,
  type TitlePlan,
} from '../title/index.js';
import {
  isArtOperation,
  isSceneOperation,
  isTitleOperation,
  directionsFrom,
  type ArtOperation,
  type TitleOperation,
  type ThumbnailDirections,
} from '../scene/index.js';
import { parseEditInstructions, styleWordsBeside } from '../prompt/index.js';
import { brandedPlans } from '../brand/index.js';
import { notUnderstoodBesides } from '../delivery/index.js';
import { generationAnswer } from './generation-answer.js';
import { withAlternatives } from './layout-alternatives.js';
import { splitOfPhotos } from './one-photo-split.js';

export interface GenerateThumbnailsRequest {
  /** The creator's photo, already checked and re-encoded upright without metadata. */
  photo: Uint8Array;
  /** The other photos, checked likewise: the things a versus or "me holding X" shows. */
  things?: Uint8Array[];
  prompt: string;
  genre: Genre;
  mood: Mood;
  title: string;
  resolution: Resolution;
  preferences: Preferences;
  /** The creator's brand kit, when one is set and not switched off for this generation. */
  brandKit?: BrandKit | null;
  /** How many different thumbnails to make, 1 to `MAX_VARIANTS`. */
  variants: number;
  /**
   * The number of the first variant (0 unless set): "More like this" goes on from the variants
   * the chat has, so the new ones are arranged and coloured apart from them.
   */
  firstVariant?: number;
  /**
   * Paint only this one of the `variants` planned: a model that takes half a minute per picture
   * is asked for each on its own, so each can join the reply when it is ready.
   */
  only?: number;
}

interface Wanted {
  title: string;
  genre: Genre;
  variants: number;
  firstVariant: number;
  directions: ThumbnailDirections;
  art: ArtOperation[];
  titleChanges: TitleOperation[];
}

function arrangements(wanted: Wanted, subject: SubjectFound | null): Arrangement[] {
  const layouts = variantLayouts(wanted.variants);
  const palette = GENRE_PALETTES[wanted.genre];
  if (!subject) return layouts.map((layout) => ({ kind: 'framed', layout, palette }));
  return layouts.map((_layout, index) => {
    const variant = wanted.firstVariant + index;
    const planned = cutoutArrangement(wanted.directions, wanted.genre, variant, subject.hasFace);
    // A new thumbnail has nothing drawn to step back from: "zoom out" shows the subject whole.
    const cutout = wanted.art.reduce(
      (current, operation) =>
        operation.kind !== 'zoom'
          ? current
          : operation.direction === 'out'
            ? framedWhole(current)
            : zoomedArrangement(current, operation.direction, subject.hasFace, operation.steps),
      planned,
    );
    return { kind: 'cutout', cutout };
  });
}

const OTHER_SIDE = { left: 'right', right: 'left' } as const;

/**
 * A title asked to one side ("space on the right for the title") leaves the subject the other
 * side in every variant and every layout tried, unless the prompt placed the subject itself:
 * a subject on the title's side would push the title back across, under a reply saying it moved.
 */
function withRoomForTitle(
  directions: ThumbnailDirections,
  titleChanges: readonly TitleOperation[],
): ThumbnailDirections {
  if (directions.side || directions.split) return directions;
  const moved = titleChanges.findLast((change) => change.kind === 'move-text');
  const horizontal = moved?.kind === 'move-text' ? moved.horizontal : undefined;
  if (horizontal !== 'left' && horizontal !== 'right') return directions;
  return { ...directions, side: OTHER_SIDE[horizontal] };
}

/**
 * Each variant's arrangement and title: a cut-out's title beside or above its subject in the
 * variant's colours, a framed photo's in its layout's place in the genre's; then kept clear of
 * the faces the art shows, and changed as the prompt asks ("a red title").
 */
function planVariants(wanted: Wanted, subject: SubjectFound | null): VariantPlan[] {
  const genre = GENRE_PALETTES[wanted.genre];
  return arrangements(wanted, subject).map((arrangement, index) => {
    const planned =
      arrangement.kind === 'cutout'
        ? cutoutTitleLayer(wanted.title, arrangement.cutout, genre, wanted.firstVariant + index)
        : planTitleLayer(wanted.title, arrangement.layout, genre);
    const titlePlan: TitlePlan = { planned, changes: wanted.titleChanges, keepClear: [] };
    return { arrangement, title: titleAmong(titlePlan, []), titlePlan };
  });
}

/**
 * One generation's layered thumbnails: the description and the remembered style words it leaves
 * open parsed once (the reply names those words and where they come from), each
 * variant planned here (arrangement and title layer), the image model asked only for the base
 * art, and each title placed clear of the faces the model reports.
 */
export async function paintLayeredImages(
  model: Pick<ImageModel, 'findSubject' | 'paintBaseArt'>,
  request: GenerateThumbnailsRequest,
): Promise<LayeredImage[]> {
  variantLayouts(request.variants);
  const subject = await model.findSubject(request.photo);
  // A model that finds no subject (one that paints the whole scene) is trusted with the face.
  const faceShown = subject?.hasFace ?? true;
  const style = suggestedStyle(request.preferences);
  const styleWords = styleWordsBeside(style?.choices.styleWords ?? [], request.prompt);
  const things = request.things ?? [];
  const { parsed, wanting } = splitOfPhotos(
    parseEditInstructions([...styleWords, request.prompt].join('\n'), {
      forGeneration: true,
      // A described feeling makes the face bigger only where the face is what the genre shows.
      faceShown: faceShown && GENRE_SHOWS[request.genre] === 'face',
      loneThing: subject?.hasFace === false,
    }),
    things.length,
  );
  const styleUsed =
    style && styleWords.length > 0 ? THUMBNAIL_MESSAGES.styleUsed(style.source, styleWords) : '';
  const wanted: Wanted = {
    title: request.title,
    genre: request.genre,
    variants: request.variants,
    firstVariant: request.firstVariant ?? 0,
    directions: withRoomForTitle(
      directionsFrom(parsed.operations.filter(isSceneOperation)),
      parsed.operations.filter(isTitleOperation),
    ),
    art: parsed.operations.filter(isArtOperation),
    titleChanges: parsed.operations.filter(isTitleOperation),
  };
  const variantPlans = planVariants(wanted, subject);
  const kit = request.brandKit ?? null;
  const zoomedOut = wanted.art.some(
    (operation) => operation.kind === 'zoom' && operation.direction === 'out',
  );
  const plans = withAlternatives(
    kit ? brandedPlans(variantPlans, kit) : variantPlans,
    wanted.directions,
    allowedLayouts(request.genre, faceShown, zoomedOut),
  );
  const first = request.only ?? 0;
  const asked = request.only === undefined ? plans : plans.slice(first, first + 1);
  const painted = await model.paintBaseArt({
    photo: request.photo,
    things,
    prompt: request.prompt,
    genre: request.genre,
    mood: request.mood,
    resolution: request.resolution,
    styleNotes: styleWords,
    directions: wanted.directions,
    operations: wanted.art,
    undrawable: parsed.notDrawable,
    declined: parsed.declined,
    unread: notUnderstoodBesides(
      parsed.notUnderstood,
      parsed.wishes.flatMap((wish) => wish.things),
    ),
    variants: asked,
    ...(kit ? { brandColours: kit.colours } : {}),
  });
  const planned = [
    styleUsed,
    generationAnswer(parsed, painted, faceShown, wanted.directions.callouts),
    wanting ? THUMBNAIL_MESSAGES.secondPhotoWanted(wanting) : '',
    painted.thingsLeftOut ? THUMBNAIL_MESSAGES.thingsOnlyInSplit : '',
  ]
    .filter(Boolean)
    .join(' ');
  // A title colour the creator names is theirs; otherwise the letters stand off the art.
  const colourAsked = wanted.titleChanges.some((change) => change.kind === 'text-colour');
  return painted.images.map((image) => {
    const plan = asked[image.variant];
    if (!plan) throw new RangeError(`the image model painted variant ${image.variant}, not asked`);
    const drawn = image.chosen === undefined ? plan : plan.alternatives?.[image.chosen];
    if (!drawn) throw new RangeError(`the image model chose layout ${image.chosen}, not offered`);
    return {
      baseArt: image.baseArt,
      titleLayer: colourAsked
        ? titleAmong(drawn.titlePlan, image.faces ?? [])
        : titleStandingOff(titleAmong(drawn.titlePlan, image.faces ?? []), image.titleGround ?? []),
      notDrawn: painted.notDrawn,
      planned,
    };
  });
}
