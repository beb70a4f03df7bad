export { cutoutTitleLayer, cutoutTitlePosition } from './cutout-title.js';
export { editTitleLayer } from './edit-title-layer.js';
export { planTitleLayer } from './plan-title-layer.js';
export {
  DURATION_BADGE_AREA,
  keepClearOfFaces,
  placeTitle,
  titleClearOf,
} from './title-placement.js';
export { titleAcrossSubject } from './title-across-subject.js';
export { titleAmong } from './title-plan.js';
export type { TitlePlan } from './title-plan.js';
export { titleStandingOff } from './title-colour.js';
