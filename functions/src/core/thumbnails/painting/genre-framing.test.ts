import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, type Genre } from '@thumbforge/contract';
import { recordingModel } from '../../../../test/support/recording-model.js';
import { paintLayeredImages } from './paint-layered-images.js';

async function directed(genre: Genre, prompt: string) {
  const { model, asked } = recordingModel();
  await paintLayeredImages(model, {
    photo: new Uint8Array(),
    prompt,
    genre,
    mood: 'exciting',
    title: 'Framed For The Genre',
    resolution: '1280 x 720',
    preferences: EMPTY_PREFERENCES,
    variants: 2,
  });
  return asked[0]!;
}

describe('a described feeling and what the genre shows', () => {
  it('makes a reaction genre’s face bigger, but keeps an outfit, a body or a product in frame', async () => {
    expect((await directed('gaming', 'me looking shocked')).directions.faceZoom).toBe(true);
    for (const genre of ['fashion', 'fitness', 'tech'] as const) {
      expect((await directed(genre, 'me looking shocked')).directions.faceZoom, genre).toBe(false);
    }
  });

  it('still zooms any genre to the face when the close-up is asked in words', async () => {
    expect((await directed('fashion', 'close up of my face')).directions.faceZoom).toBe(true);
  });
});
