import type { ThumbnailDesign } from './components/thumbnail-mock';

/** Photos from public/photos (credits in SOURCES.md there). */
export const HERO_DESIGN: ThumbnailDesign = {
  photo: '/photos/coffee.webp',
  alt: 'A cup of coffee with latte art',
  title: 'The perfect latte at home',
  badge: 'EASY',
  duration: '8:42',
  focus: '70% center',
};

export const DEMO_POSTER = {
  photo: '/photos/rocket.webp',
  alt: 'A Falcon 9 rocket lifting off, the photo used in the demo',
};

export interface TransformationExample {
  creator: string;
  /** `focus` is a CSS object-position keeping the subject in the 16:9 frame. */
  before: { photo: string; alt: string; focus?: string };
  after: ThumbnailDesign;
}

export const TRANSFORMATIONS: TransformationExample[] = [
  {
    creator: 'Gaming',
    before: { photo: '/photos/chelsea.webp', alt: 'A tabby cat looking up' },
    after: {
      photo: '/photos/chelsea.webp',
      alt: 'A tabby cat looking up',
      title: 'My cat beat my high score',
      badge: 'NEW RECORD',
      duration: '14:07',
      focus: '70% 40%',
      layout: 'split',
    },
  },
  {
    creator: 'Tech Tutorial',
    before: { photo: '/photos/rocket.webp', alt: 'A Falcon 9 rocket lifting off' },
    after: {
      photo: '/photos/rocket.webp',
      alt: 'A Falcon 9 rocket lifting off',
      title: 'How rockets land themselves',
      badge: 'EXPLAINED',
      duration: '11:30',
      focus: 'center',
      layout: 'split',
    },
  },
  {
    creator: 'Fitness',
    before: {
      photo: '/photos/astronaut.webp',
      alt: 'Portrait of astronaut Eileen Collins',
      focus: 'center 20%',
    },
    after: {
      photo: '/photos/astronaut.webp',
      alt: 'Portrait of astronaut Eileen Collins',
      title: 'I trained like an astronaut',
      badge: '30 DAYS',
      duration: '16:55',
      focus: 'center 25%',
      layout: 'split',
    },
  },
];
