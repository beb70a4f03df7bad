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

export type Raise = 'up' | 'down';
export type HorizontalPlace = 'left' | 'center' | 'right';
export type VerticalPlace = 'top' | 'middle' | 'bottom';

/** One change an edit prompt asks for: either to the base art's pixels or to the title layer. */
export type EditOperation =
  | { kind: 'brightness'; direction: Raise }
  | { kind: 'contrast'; direction: Raise }
  | { kind: 'saturation'; direction: Raise }
  | { kind: 'black-and-white' }
  | { kind: 'temperature'; direction: 'warmer' | 'cooler' }
  | { kind: 'zoom'; direction: 'in' | 'out' }
  | { kind: 'blur-background' }
  | { kind: 'text-size'; direction: Raise }
  | { kind: 'move-text'; horizontal?: HorizontalPlace; vertical?: VerticalPlace }
  | { kind: 'text-colour'; colour: NamedColour }
  | { kind: 'text-content'; text: string }
  | { kind: 'border'; colour: NamedColour }
  | { kind: 'remove-border' };

export type ArtOperation = Extract<
  EditOperation,
  {
    kind:
      | 'brightness'
      | 'contrast'
      | 'saturation'
      | 'black-and-white'
      | 'temperature'
      | 'zoom'
      | 'blur-background';
  }
>;
export type TitleOperation = Exclude<EditOperation, ArtOperation>;

const ART_KINDS: ReadonlySet<EditOperation['kind']> = new Set([
  'brightness',
  'contrast',
  'saturation',
  'black-and-white',
  'temperature',
  'zoom',
  'blur-background',
]);

export function isArtOperation(operation: EditOperation): operation is ArtOperation {
  return ART_KINDS.has(operation.kind);
}

/** How the assistant's reply names an applied change. */
export function describeOperation(operation: EditOperation): string {
  switch (operation.kind) {
    case 'brightness':
      return operation.direction === 'up' ? 'made it brighter' : 'made it darker';
    case 'contrast':
      return operation.direction === 'up' ? 'added contrast' : 'softened the contrast';
    case 'saturation':
      return operation.direction === 'up' ? 'boosted the colours' : 'muted the colours';
    case 'black-and-white':
      return 'made it black and white';
    case 'temperature':
      return operation.direction === 'warmer' ? 'made it warmer' : 'made it cooler';
    case 'zoom':
      return operation.direction === 'in' ? 'zoomed in' : 'zoomed out';
    case 'blur-background':
      return 'blurred the background';
    case 'text-size':
      return operation.direction === 'up' ? 'made the title bigger' : 'made the title smaller';
    case 'move-text':
      return `moved the title to the ${[operation.vertical, operation.horizontal]
        .filter((part) => part !== undefined)
        .join(' ')}`;
    case 'text-colour':
      return `made the title ${operation.colour}`;
    case 'text-content':
      return `changed the title to "${operation.text}"`;
    case 'border':
      return `added a ${operation.colour} border`;
    case 'remove-border':
      return 'removed the border';
  }
}
