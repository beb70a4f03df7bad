import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, GENRES } from '@thumbforge/contract';
import { CREATOR_PROMPTS, type CreatorPrompt } from '../../../../test/support/creator-prompts.js';
import type { Callout } from '../scene/index.js';
import type { SubjectFound } from '../../ports/image-model.port.js';
import { recordingModel } from '../../../../test/support/recording-model.js';
import { plainTitleLayer } from '../../../../test/support/title-layers.js';
import { generatedReply } from '../generated-reply.js';
import { unchangedReply } from '../edit-thumbnail.js';
import { editLayeredImage } from './edit-layered-image.js';
import { paintLayeredImages } from './paint-layered-images.js';

/*
 * Every prompt of the corpus through the prompt reader, the scene plan and the reply: what is
 * done is said, what is not is named with its reason, and the reply claims nothing the plan
 * handed to the renderer does not hold. A model that draws only what it is directed to (as the
 * local renderer does) stands in for the pixels; a few prompts are drawn for real elsewhere.
 */

const AS_ASKED = 'As you asked, I ';

/** A model that records what it is asked and answers as the local renderer does, drawing nothing. */
function directedModel(
  subject: SubjectFound | null = { hasFace: true },
  noRoom: (variant: number) => Callout[] = () => [],
  nobodyThere: Callout[] = [],
) {
  return recordingModel({
    subject,
    image: (variant) => ({ noRoom: noRoom(variant), nobodyThere }),
    answer: (request) => ({
      notDrawn: request.undrawable,
      notActedOn: request.unread,
      declined: request.declined,
      sceneDrawn: subject !== null,
    }),
  });
}

async function answer(
  entry: Pick<CreatorPrompt, 'genre' | 'prompt'>,
  subject?: SubjectFound | null,
  {
    variants = 1,
    noRoom,
    nobodyThere,
  }: { variants?: number; noRoom?: (variant: number) => Callout[]; nobodyThere?: Callout[] } = {},
) {
  const { model, asked } = directedModel(subject, noRoom, nobodyThere);
  const images = await paintLayeredImages(model, {
    photo: new Uint8Array(),
    prompt: entry.prompt,
    genre: entry.genre,
    mood: 'exciting',
    title: 'Every Ask Answered',
    resolution: '1280 x 720',
    preferences: EMPTY_PREFERENCES,
    variants,
  });
  const [first] = images;
  const reply = generatedReply(
    variants,
    'Every Ask Answered',
    variants,
    first?.notDrawn,
    first?.planned,
  );
  const request = asked[0];
  if (!request) throw new Error('the model was not asked');
  const doneAt = reply.indexOf(AS_ASKED);
  const done = doneAt === -1 ? '' : reply.slice(doneAt, reply.indexOf('.', doneAt));
  return { reply, done, rest: reply.replace(done, ''), request };
}

/** How many times `part` occurs in `text`. */
function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('the creator prompts corpus', () => {
  it('has at least 60 prompts, several for every genre', () => {
    expect(CREATOR_PROMPTS.length).toBeGreaterThanOrEqual(60);
    for (const genre of GENRES) {
      expect(
        CREATOR_PROMPTS.filter((entry) => entry.genre === genre).length,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(CREATOR_PROMPTS.map((entry) => [entry.prompt, entry] as const))(
    'answers every ask of %j',
    async (_prompt, entry) => {
      const { reply, done, rest, request } = await answer(entry);
      for (const said of entry.done) expect(done, reply).toContain(said);
      for (const said of entry.notDone) expect(rest, reply).toContain(said);
      if (entry.done.length === 0) expect(reply).not.toContain(AS_ASKED);
      // Nothing claimed that the renderer was not directed to draw.
      const { directions } = request;
      const callouts =
        count(done, 'added ') - count(done, ' border') - count(done, 'added contrast');
      expect(callouts).toBe(directions.callouts.length);
      expect(done.includes('made the background')).toBe(directions.background !== null);
      expect(done.includes('made the face bigger')).toBe(directions.faceZoom);
      expect(done.includes('kept only')).toBe(directions.people !== 'all');
      expect(done.includes('split it')).toBe(directions.split !== null);
      // An arrow or circle at a thing the renderer cannot find is never drawn somewhere else.
      if (rest.includes('left the circle out')) {
        expect(directions.callouts.some((callout) => callout.kind === 'circle')).toBe(false);
      }
      if (rest.includes('left the arrow out')) {
        expect(directions.callouts.some((callout) => callout.kind === 'arrow')).toBe(false);
      }
    },
  );

  it('claims no scene a model could not draw (the photo framed as it is), and says so', async () => {
    const { reply, done } = await answer(
      { genre: 'gaming', prompt: 'neon background, red arrow pointing at my face, brighter' },
      null,
    );
    expect(done).toBe('As you asked, I made it brighter');
    expect(reply).toContain("I couldn't cut the subject out of this photo");
  });

  it('claims no bigger face for a photo with no face', async () => {
    const { reply } = await answer(
      { genre: 'vlogs', prompt: 'me looking shocked, zoom in on my face' },
      { hasFace: false },
    );
    expect(reply).not.toContain('made the face bigger');
    expect(reply).toContain(`I can't change an expression ("me looking shocked")`);
  });

  it('takes the thing named on a photo of one thing and no face for that thing', async () => {
    const prompt = { genre: 'cooking' as const, prompt: 'circle the cup, white background' };
    const cup = await answer(prompt, { hasFace: false });
    expect(cup.done).toContain('added a circle around the subject');
    expect(cup.reply).not.toContain(`can't find "the cup"`);
    const badge = await answer(
      { genre: 'cooking', prompt: 'a "!" badge next to the cup, warm light rays' },
      { hasFace: false },
    );
    expect(badge.reply).not.toContain('by the face');
    // With faces in the photo, the cup is a thing to look for, and is not found.
    const withFaces = await answer(prompt, { hasFace: true });
    expect(withFaces.reply).toContain(`can't find "the cup"`);
  });

  it('claims no callout a variant had no room for, and says in how many it is missing', async () => {
    const arrow: Callout = { kind: 'arrow', target: 'face', colour: 'red' };
    const prompt = { genre: 'gaming' as const, prompt: 'red arrow pointing at my face, sparkles' };
    const nowhere = await answer(prompt, undefined, { variants: 2, noRoom: () => [arrow] });
    expect(nowhere.done).toBe('As you asked, I added sparkles by the subject');
    expect(nowhere.rest).toContain(
      'There was no room for a red arrow pointing at the face clear of the faces and the title, so I left it out.',
    );
    const once = await answer(prompt, undefined, {
      variants: 2,
      noRoom: (variant) => (variant === 1 ? [arrow] : []),
    });
    expect(once.done).toContain('added a red arrow pointing at the face');
    expect(once.rest).toContain(
      'A red arrow pointing at the face is in 1 of the 2 thumbnails: the other has no room for it',
    );
  });

  it('says in words that nobody stands in "the middle" of two rather than claim the arrow', async () => {
    const arrow: Callout = { kind: 'arrow', target: 'subject', colour: 'red', person: 'middle' };
    const prompt = {
      genre: 'vlogs' as const,
      prompt: 'red arrow pointing at the guy in the middle, sparkles',
    };
    const reply = await answer(prompt, undefined, { variants: 2, nobodyThere: [arrow] });
    expect(reply.done).not.toContain('arrow');
    expect(reply.rest).toContain('Nobody stands in the middle of your photo');
    expect(reply.rest).toContain('try "the left one"');
  });

  it('leaves to a model that paints from the prompt what only a directed renderer declines', async () => {
    const { model } = directedModel();
    const painter: typeof model = {
      ...model,
      paintBaseArt: async (request) => ({ ...(await model.paintBaseArt(request)), declined: [] }),
    };
    const [image] = await paintLayeredImages(painter, {
      photo: new Uint8Array(),
      prompt: 'circle around the plate, neon background',
      genre: 'cooking',
      mood: 'exciting',
      title: 'Every Ask Answered',
      resolution: '1280 x 720',
      preferences: EMPTY_PREFERENCES,
      variants: 1,
    });
    expect(image?.planned).toBe('As you asked, I made the background neon.');
  });

  it('answers an edit the same way: a circle at the plate is named, not drawn at the face', async () => {
    const edited = await editLayeredImage(
      {
        editBaseArt: () => {
          throw new Error('nothing to draw was asked');
        },
      },
      {
        image: { baseArt: new Uint8Array([1]), titleLayer: plainTitleLayer('Every Ask Answered') },
        prompt: 'circle around the plate, make her look happy',
        history: [],
        preferences: EMPTY_PREFERENCES,
      },
    );
    expect(edited.applied).toEqual([]);
    const reply = unchangedReply(edited);
    expect(reply).toContain('I can\'t find "the plate" in your photo');
    expect(reply).toContain('I can\'t change an expression ("make her look happy")');
    expect(reply).not.toContain("I didn't understand");
  });
});
