export {
  DEFECT_IDS,
  alikeVariants,
  detectDefects,
  type DefectId,
  type DefectInput,
} from './detect-defects.js';
export type { FadedCut, Frame, Measured, SceneGeometry } from './frame.js';
export { chooseCandidate, type CandidateJudgement } from './choose-candidate.js';
export { photoEdgeShown } from './cutout-defects.js';
export { subjectExtent, subjectSmall, type SubjectExtent } from './subject-defects.js';
