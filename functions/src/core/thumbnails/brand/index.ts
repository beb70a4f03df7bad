export { brandedPlans, withBrandMarks } from './brand-variants.js';
export { facesBesideLogo, logoArea, logoBox } from './logo-box.js';
export { logoOf } from './logo-file.js';
