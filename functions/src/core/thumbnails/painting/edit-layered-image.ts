import { titleLayerSchema, type BrandKit, type Preferences } from '@thumbforge/contract';
import type { EditTurn, ImageModel, LayeredImage } from '../../ports/image-model.port.js';
import {
  calloutKey,
  describeOperation,
  isTitleOperation,
  type EditOperation,
  type EditPlan,
} from '../scene/index.js';
import { editTitleLayer, titleAcrossSubject, titleAmong, type TitlePlan } from '../title/index.js';
import { parseEditInstructions } from '../prompt/index.js';
import { logoArea, withBrandMarks } from '../brand/index.js';
import { editLeftOut } from './callouts-left-out.js';

interface EditLayeredImageRequest {
  image: LayeredImage;
  prompt: string;
  /** The chat so far, oldest first, so the model can read the prompt in context. */
  history: EditTurn[];
  preferences: Preferences;
  /** The creator's brand kit, when one is set and not switched off for this edit. */
  brandKit?: BrandKit | null;
}

export interface EditedThumbnail
  extends LayeredImage, Pick<EditPlan, 'combined' | 'calloutsLeftOut'> {
  /** Each change made, in the words the assistant's reply uses ("made it brighter"), as asked. */
  applied: string[];
  /** The parts of the prompt nothing acted on, as the user wrote them. */
  notUnderstood: string[];
  /** What the prompt asked that the picture does not show, each with its reason. */
  declined: string[];
}

/**
 * One edit of a layered thumbnail: the prompt parsed once, its title changes applied to the
 * layer here, and only the changes to the pixels handed to the image model. A title-only edit
 * never reaches the model, and a clause nothing understood is reported as not understood
 * whichever model runs, never as applied.
 */
export async function editLayeredImage(
  model: Pick<ImageModel, 'editBaseArt'>,
  request: EditLayeredImageRequest,
): Promise<EditedThumbnail> {
  const parsed = parseEditInstructions(request.prompt);
  const kit = request.brandKit ?? null;
  const titleLayer = titleLayerSchema.parse(
    titleAcrossSubject(
      parsed.operations
        .filter(isTitleOperation)
        .reduce(
          editTitleLayer,
          kit ? withBrandMarks(request.image.titleLayer, kit) : request.image.titleLayer,
        ),
      parsed.operations,
    ),
  );
  const operations = parsed.operations.filter((operation) => !isTitleOperation(operation));
  const { wishes, combined, calloutsLeftOut, declined } = parsed;
  const offered = new Set(wishes.map((wish) => wish.said));
  const notUnderstood = parsed.notUnderstood.filter((clause) => !offered.has(clause));
  const said = (done: (operation: EditOperation) => boolean) =>
    parsed.operations.filter(done).map(describeOperation);
  if (operations.length === 0 && wishes.length === 0) {
    return {
      baseArt: request.image.baseArt,
      titleLayer,
      applied: said(() => true),
      notUnderstood,
      notDrawn: [],
      combined,
      calloutsLeftOut,
      declined,
    };
  }
  const titlePlan: TitlePlan = {
    planned: titleLayer,
    changes: [],
    keepClear: logoArea(titleLayer),
  };
  const painted = await model.editBaseArt({
    baseArt: request.image.baseArt,
    title: titleLayer,
    titlePlan,
    operations,
    wishes,
    history: request.history,
    preferences: request.preferences,
    ...(kit ? { brandColours: kit.colours } : {}),
  });
  // A callout the picture has no room for as drawn again is not said to be added: the reply
  // says why it is not there, whether asked now or before (a title moved over a sticker).
  const leftOut = editLeftOut(painted);
  const notShown = new Set(
    operations
      .filter((operation) => operation.kind === 'callout')
      .filter((operation) => leftOut.keys.has(calloutKey(operation.callout)))
      .map(describeOperation),
  );
  const made = painted.applied.filter((change) => !notShown.has(change));
  // In the order asked, so the reply reads like the prompt; what the painter did beyond the
  // operations (a wish painted) after.
  const applied = said(
    (operation) => isTitleOperation(operation) || made.includes(describeOperation(operation)),
  );
  return {
    baseArt: painted.baseArt,
    titleLayer: painted.faces ? titleAmong(titlePlan, painted.faces) : titleLayer,
    applied: [...applied, ...made.filter((change) => !applied.includes(change))],
    notUnderstood: [...notUnderstood, ...painted.notUnderstood],
    notDrawn: painted.notDrawn,
    combined,
    calloutsLeftOut,
    declined: [...declined, ...leftOut.sentences],
  };
}
