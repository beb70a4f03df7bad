import type { Box } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { proposeBrandKit } from '../../core/brand-kits/propose-brand-kit.js';
import { readImageHeader } from '../../core/uploads/image-header.js';
import { withinWork } from '../../core/work-context.js';
import {
  bigTitleThumbnail,
  colourDistance as distance,
  faceThumbnail,
} from '../../../test/support/brand-pixels.js';
import { createInstantAnalyser } from '../../../test/support/instant-analyser.js';
import { createCanvasBrandImaging } from './canvas-brand-imaging.js';

const TEAL = '#00b3a4';
const HAIR = '#7e654e';
const SKIN = '#d9a066';

/** The imaging with an analyser that finds `faces` in every thumbnail. */
const imagingFinding = (faces: Box[]) =>
  createCanvasBrandImaging(() => ({ ...createInstantAnalyser(), faces: async () => faces }));

describe('the brand kit learning from past thumbnails', () => {
  it('leaves the creator’s skin and hair out of the proposed colours', async () => {
    const thumbnails = await Promise.all([0, 1, 2].map(() => faceThumbnail(TEAL)));
    const { face } = thumbnails[0]!;
    const bytes = thumbnails.map((thumbnail) => thumbnail.bytes);

    const blind = proposeBrandKit(await imagingFinding([]).readLooks(bytes)).proposal;
    const near = (colours: string[], known: string) =>
      colours.some((found) => distance(found, known) < 30);
    // Without the faces the analyser finds, the person's colours pass for the brand's.
    expect(near(blind.colours, HAIR) || near(blind.colours, SKIN)).toBe(true);

    const { proposal, evidence } = proposeBrandKit(await imagingFinding([face]).readLooks(bytes));
    expect(near(proposal.colours, TEAL)).toBe(true);
    expect(near(proposal.colours, HAIR)).toBe(false);
    expect(near(proposal.colours, SKIN)).toBe(false);
    expect(evidence.faces.thumbnailsWithFace).toBe(3);
  });

  it('still reads colours when faces fill every thumbnail', async () => {
    const { bytes } = await faceThumbnail(TEAL);
    const looks = await imagingFinding([{ x: 0, y: 0, width: 1, height: 1 }]).readLooks([bytes]);
    expect(looks.colours.length).toBeGreaterThan(0);
  });

  it('takes a turn for each thumbnail after the first, and finds faces in a small copy', async () => {
    const bytes = await Promise.all(
      [TEAL, '#e50914', '#1f3bff'].map((colour) =>
        bigTitleThumbnail(colour, { width: 1920, height: 1080 }),
      ),
    );
    const seen: number[] = [];
    const events: string[] = [];
    const imaging = createCanvasBrandImaging(() => ({
      ...createInstantAnalyser(),
      faces: async (image) => {
        const header = readImageHeader(image);
        seen.push(header.ok ? header.header.width : 0);
        events.push('faces');
        return [];
      },
    }));
    const nextTurn = async () => {
      events.push('turn');
    };
    await withinWork({ nextTurn }, () => imaging.readLooks(bytes));
    expect(events).toEqual(['faces', 'turn', 'faces', 'turn', 'faces']);
    expect(seen).toEqual([640, 640, 640]);
  });

  it('measures big outlined titles', async () => {
    const bytes = await Promise.all(
      [TEAL, '#e50914', '#1f3bff'].map((colour) => bigTitleThumbnail(colour)),
    );
    const { evidence, proposal } = proposeBrandKit(await imagingFinding([]).readLooks(bytes));
    expect(evidence.titles).toEqual({ boxed: 0, outlined: 3 });
    expect(evidence.notes).not.toContain('The titles could not be measured.');
    expect(proposal.titleStyle).toBe('outline');
  });
});
