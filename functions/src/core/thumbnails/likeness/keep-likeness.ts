import { LIKENESS_MESSAGES } from '@thumbforge/contract';
import { mainFaceDrifted } from '../../feed-check/likeness-rule.js';
import type { FaceLikeness } from '../../ports/face-likeness.port.js';
import type { LayeredImage } from '../../ports/image-model.port.js';
import { titleClearOf } from '../title/index.js';

interface KeptLikeness {
  image: LayeredImage;
  /** Whether the model's face had drifted and the creator's real cut-out was laid in instead. */
  realFaceLaidIn: boolean;
  /**
   * The likeness already measured of `image` as delivered (absent once a face was laid in): the
   * feed check takes it rather than reading the same faces again.
   */
  measured?: number[] | null;
}

/**
 * Keep the likeness of a model image (issue 22): a thumbnail whose main face no longer looks like
 * the photo's (below `MIN_LIKENESS`, or gone) is not delivered as it is. The creator's real cut-out is
 * laid into the model's scene over the face it painted, rather than asking the model again: that
 * costs nothing more, takes no longer, and cannot drift a second time. The title is then kept
 * clear of the faces as laid in. A face the model kept, a photo without one, or faces that could
 * not be read leave the image as it came.
 */
export async function keepLikeness(
  image: LayeredImage,
  photo: Uint8Array,
  likeness: FaceLikeness,
): Promise<KeptLikeness> {
  const scores = await likeness.measure(photo, image.baseArt);
  if (!mainFaceDrifted(scores)) return { image, realFaceLaidIn: false, measured: scores };
  const restored = await likeness.restore(photo, image.baseArt, image.titleLayer.position.box);
  if (!restored) return { image, realFaceLaidIn: false, measured: scores };
  return {
    image: {
      ...image,
      baseArt: restored.baseArt,
      titleLayer: titleClearOf(image.titleLayer, restored.faces),
    },
    realFaceLaidIn: true,
  };
}

/** The reply's words for what was kept, in plain words; '' when every face was the model's own. */
export function keptLikenessSentence(kept: readonly KeptLikeness[]): string {
  const laidIn = kept.filter((each) => each.realFaceLaidIn).length;
  return laidIn === 0 ? '' : LIKENESS_MESSAGES.realFaceKept(laidIn, kept.length);
}
