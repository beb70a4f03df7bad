export { DEFECT_IDS, alikeVariants, detectDefects, type DefectId } from './detect-defects.js';
export type { FadedCut, Measured } from './frame.js';
export { chooseCandidate } from './choose-candidate.js';
export { photoEdgeShown } from './cutout-defects.js';
export { subjectExtent, type SubjectExtent } from './subject-defects.js';
