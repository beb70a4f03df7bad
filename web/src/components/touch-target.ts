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
