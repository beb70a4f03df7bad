/**
 * The elements the guided tours point at, named here so the screens that own them and the tours
 * agree; a screen spreads `tourTarget(name)` on the element.
 */
export const TOUR_TARGETS = {
  newChat: 'new-chat',
  attach: 'composer-attach',
  prompt: 'composer-prompt',
  generate: 'composer-generate',
  generatedImage: 'generated-image',
} as const;
export type TourTargetName = keyof typeof TOUR_TARGETS;

export const tourTarget = (name: TourTargetName) => ({ 'data-tour': TOUR_TARGETS[name] });

export const tourSelector = (name: TourTargetName) => `[data-tour="${TOUR_TARGETS[name]}"]`;
