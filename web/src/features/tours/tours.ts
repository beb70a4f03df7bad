import { TOUR_FLAGS } from '@thumbforge/contract';
import { tourSelector, type TourTargetName } from '@/lib/tour-targets';
import type { TourFlag } from './tour-flags';

/** How a step tells the creator to press: a mouse clicks, a finger taps. */
type PressWord = 'Click' | 'Tap';

interface StepDefinition {
  target: TourTargetName;
  title: string;
  content: string | ((press: PressWord) => string);
}

interface TourStep {
  /** A CSS selector. */
  target: string;
  title: string;
  content: string;
}

interface Tour {
  flag: TourFlag;
  /** The steps in the words of the screen they show on. */
  steps: (press: PressWord) => TourStep[];
  /** Every step's target: the tour starts only once all of them are on screen. */
  selectors: readonly string[];
}

function tour(flag: TourFlag, definitions: StepDefinition[]): Tour {
  const steps = (press: PressWord) =>
    definitions.map(({ target, title, content }) => ({
      target: tourSelector(target),
      title,
      content: typeof content === 'string' ? content : content(press),
    }));
  return { flag, steps, selectors: definitions.map((step) => tourSelector(step.target)) };
}

/** docs/product-rules.md section 2's guided tours. */
export const TOURS = {
  /** The first dashboard visit. */
  createChat: tour(TOUR_FLAGS.createChat, [
    {
      target: 'newChat',
      title: 'Create a Chat',
      content: 'Start a new chat to create your first thumbnail. Each chat keeps its own images.',
    },
  ]),
  /** The first chat view. */
  firstChat: tour(TOUR_FLAGS.firstChat, [
    {
      target: 'attach',
      title: 'Upload Image and Video Details',
      content: 'Add your photo and pick the genre, mood, resolution and video title.',
    },
    {
      target: 'prompt',
      title: 'Add Your Prompt',
      content: 'Describe the thumbnail you have in mind.',
    },
    {
      target: 'generate',
      title: 'Generate',
      content: 'Create your thumbnails. Each generation uses one token.',
    },
  ]),
  /** The first time a chat has messages. */
  editing: tour(TOUR_FLAGS.editing, [
    {
      target: 'generatedImage',
      title: 'Select an Image',
      content: (press) => `${press} a generated thumbnail to keep working on it.`,
    },
    {
      target: 'prompt',
      title: 'Add a Prompt for Changes',
      content: 'Say what to change: the text, the colours, the background...',
    },
    {
      target: 'generate',
      title: 'Generate the Edited Thumbnail',
      content: 'Send it to get the edited version. Each edit uses one token.',
    },
  ]),
} as const satisfies Record<string, Tour>;

export type TourName = keyof typeof TOURS;
