/** The colours an edit prompt may name, with the shade each one renders as. */
export const NAMED_COLOURS = {
  red: '#ff2a2a',
  yellow: '#ffd60a',
  white: '#ffffff',
  black: '#000000',
  blue: '#2f7bff',
  green: '#22d35b',
  orange: '#ff8a00',
  purple: '#9b4dff',
  pink: '#ff4fb0',
  cyan: '#19e6ff',
  gold: '#ffc21a',
  grey: '#9aa0a6',
  gray: '#9aa0a6',
} as const;
export type NamedColour = keyof typeof NAMED_COLOURS;
export const COLOUR_NAMES = Object.keys(NAMED_COLOURS) as NamedColour[];
