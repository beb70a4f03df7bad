import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../../core/thumbnails/layout/index.js';
import {
  buildImagePrompt,
  describeArea,
  MAX_PROMPT_CHARS,
  type ImagePromptInput,
} from './build-image-prompt.js';

const [subjectRight] = LAYOUTS;
if (!subjectRight) throw new Error('no layouts');

const BASE: ImagePromptInput = {
  task: 'generate',
  request: 'Me holding a glowing sword in a dark cave',
  genre: 'gaming',
  mood: 'dramatic',
  size: { width: 1920, height: 1080 },
  history: [],
  styleNotes: ['neon rim light', 'less clutter'],
  titleArea: subjectRight.title.box,
  subjectArea: subjectRight.subject,
};

describe('buildImagePrompt', () => {
  it("holds the creator's prompt, genre, mood, size and remembered style", () => {
    const prompt = buildImagePrompt(BASE);
    expect(prompt).toContain('Me holding a glowing sword in a dark cave');
    expect(prompt).toContain('Genre: gaming.');
    expect(prompt).toContain('Mood: dramatic.');
    expect(prompt).toContain('1920x1080 pixels, 16:9');
    expect(prompt).toContain("The creator's remembered style: neon rim light; less clutter.");
  });

  it("names the brand kit's colours in words and hex, for a generation and an edit", () => {
    for (const task of ['generate', 'edit'] as const) {
      const prompt = buildImagePrompt({ ...BASE, task, brandColours: ['#e50914', '#0a1f5c'] });
      expect(prompt).toContain(
        "The creator's brand colours are red (#e50914), dark blue (#0a1f5c): paint the background",
      );
    }
    expect(buildImagePrompt(BASE)).not.toContain('brand colours');
  });

  it('lets the description win over the remembered style and the brand kit', () => {
    const wins = "Where the creator's description names a scene or a colour, it wins";
    expect(buildImagePrompt({ ...BASE, brandColours: ['#e50914'] })).toContain(wins);
    expect(buildImagePrompt({ ...BASE, styleNotes: [] })).not.toContain(wins);
  });

  it('says where the title goes and where the subject stands, and forbids any text', () => {
    const prompt = buildImagePrompt(BASE);
    expect(prompt).toContain(
      'Keep the area on the left (from 4% to 54% of the width and 8% to 92% of the height) calm',
    );
    expect(prompt).toContain('placed on the right (from 36% to 100% of the width');
    expect(prompt).toContain('Do not draw any text, letters, numbers, logos or watermarks');
    expect(prompt).toMatch(/bottom-right corner .* video length/);
  });

  it('for an edit, gives the change and the earlier prompts, oldest first, and no subject place', () => {
    const prompt = buildImagePrompt({
      ...BASE,
      task: 'edit',
      request: 'add lightning in the sky',
      genre: null,
      mood: null,
      history: ['first idea', 'make it darker'],
      styleNotes: [],
      subjectArea: undefined,
    });
    expect(prompt).toMatch(/^Edit the attached YouTube thumbnail art as asked/);
    expect(prompt).toContain('The change: add lightning in the sky');
    expect(prompt).toContain(
      'Earlier requests in this chat, oldest first: "first idea"; "make it darker".',
    );
    expect(prompt).not.toMatch(/Genre|Mood|remembered style|placed/);
  });

  it('stays under the limit with the longest prompt, history and notes, instructions intact', () => {
    const long = (word: string, count: number) =>
      Array.from({ length: count }, () => word).join(' ');
    const prompt = buildImagePrompt({
      ...BASE,
      request: long('sword', 2000),
      history: Array.from({ length: 30 }, (_, i) => `${i} ${long('earlier', 300)}`),
      styleNotes: Array.from({ length: 12 }, () => long('note', 100)),
    });
    expect(prompt.length).toBeLessThanOrEqual(MAX_PROMPT_CHARS);
    expect(prompt).toContain('Do not draw any text');
    expect(prompt).toContain('calm and uncluttered');
    // The newest history is what is kept.
    expect(prompt).toContain('"29 earlier');
    expect(prompt).not.toContain('"0 earlier');
  });
});

describe('describeArea', () => {
  it('names a strip at the top and a box at the bottom', () => {
    expect(describeArea({ x: 0.04, y: 0.03, width: 0.92, height: 0.3 })).toMatch(
      /^across the width at the top/,
    );
    expect(describeArea({ x: 0.04, y: 0.5, width: 0.72, height: 0.44 })).toMatch(
      /^in the centre at the bottom|^on the left at the bottom/,
    );
  });
});
