import { createCanvas, type Image } from '@napi-rs/canvas';
import { vividHue, type VividHue } from '../../core/colour/vivid-hue.js';
import type { SubjectMask } from '../vision/analysis-protocol.js';

/** The subject's colour is read at this size: a few thousand pixels tell a red cup from skin. */
const SAMPLE = 96;
/** Mask alpha from which a pixel is the subject's own, not its soft edge. */
const SOLID = 200;
/**
 * Weaker colours count here than for the clash detector (an orange cat's fur, not only a red
 * cup): turning a background away from them costs nothing, a blue behind skin reads well.
 */
const SUBJECT_CHROMA = 100;
/**
 * A subject with no face (a pet, a product) is its colour all over, even a muted one: a tabby's
 * fur is mostly below the chroma above, yet reads orange against orange rays. A person's skin,
 * as muted, is not a colour to turn the background from.
 */
const FACELESS_CHROMA = 60;

/** The strong colour of the photo's cut-out subject (a red cup, an orange suit), or null. */
export function subjectColour(photo: Image, mask: SubjectMask, faceless = false): VividHue | null {
  const canvas = createCanvas(SAMPLE, SAMPLE);
  const context = canvas.getContext('2d');
  // The mask is square over the whole photo, so the photo is drawn square to match it.
  context.drawImage(photo, 0, 0, SAMPLE, SAMPLE);
  const { data } = context.getImageData(0, 0, SAMPLE, SAMPLE);
  const step = mask.size / SAMPLE;
  return vividHue(
    data,
    (pixel) => {
      const x = Math.floor((pixel % SAMPLE) * step);
      const y = Math.floor(Math.floor(pixel / SAMPLE) * step);
      return (mask.alpha[y * mask.size + x] as number) >= SOLID;
    },
    faceless ? FACELESS_CHROMA : SUBJECT_CHROMA,
  );
}
