export { doneSentence, listed } from './asks-answered.js';
export { calloutKey, calloutsAfter } from './callout-rules.js';
export {
  MAX_STEPS,
  describeOperation,
  isArtOperation,
  isSceneOperation,
  isTitleOperation,
} from './edit-operations.js';
export type {
  ArtOperation,
  EditOperation,
  HorizontalPlace,
  SceneOperation,
  TitleOperation,
  VerticalPlace,
} from './edit-operations.js';
export { finishAfter, planOperations, planSentence } from './edit-plan.js';
export type { EditPlan } from './edit-plan.js';
export { COLOUR_NAMES, NAMED_COLOURS } from './named-colours.js';
export type { NamedColour } from './named-colours.js';
export { applySceneChange, directionsFrom } from './scene-changes.js';
export type { ColourKeeping } from './scene-changes.js';
export type {
  BackgroundDirection,
  BackgroundKind,
  Callout,
  CalloutKind,
  PeopleKept,
  SplitKind,
  Sticker,
  SubjectSide,
  PersonAsked,
  PaintedScene,
  ThumbnailDirections,
} from './thumbnail-directions.js';
export { PAINTED_SCENES } from './thumbnail-directions.js';
