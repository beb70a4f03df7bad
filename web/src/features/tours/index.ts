// The tours feature's public entry: what other features may use of it (lint: web-boundaries).
export { GuidedTour } from './guided-tour';
