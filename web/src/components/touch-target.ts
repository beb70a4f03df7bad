/** A finger needs 44x44 CSS pixels (WCAG 2.5.5); a control may look smaller. */
export const TOUCH_TARGET = 44;

/**
 * An invisible layer at least TOUCH_TARGET square, centred on the control it belongs to, so a
 * small icon button still catches the finger that lands beside it.
 */
export const touchHitArea = {
  '&::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: `max(100%, ${TOUCH_TARGET}px)`,
    height: `max(100%, ${TOUCH_TARGET}px)`,
    transform: 'translate(-50%, -50%)',
  },
} as const;

/** A link standing on its own (not in a sentence): as tall as a finger. */
export const touchLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TOUCH_TARGET,
} as const;

/** A phone, or any screen worked by a finger: where every control's own box is a finger wide. */
export const TOUCH_SCREEN = '@media (max-width: 599.95px), (pointer: coarse)';

/** A control's box at least a finger square on a touch screen, not only its invisible layer. */
export const touchBox = { [TOUCH_SCREEN]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } };
