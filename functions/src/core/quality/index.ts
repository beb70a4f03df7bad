export {
  DEFECT_IDS,
  alikeVariants,
  detectDefects,
  type DefectId,
  type DefectInput,
} from './detect-defects.js';
export type { FadedCut, Frame, Measured, SceneGeometry } from './frame.js';
export { chooseCandidate } from './choose-candidate.js';
export { subjectExtent, subjectSmall, type SubjectExtent } from './subject-defects.js';
