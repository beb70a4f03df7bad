import { describe, expect, it } from 'vitest';
import type { BrandKit } from '@thumbforge/contract';
import { cutoutArrangement, GENRE_PALETTES, LAYOUTS } from '../layout/index.js';
import { cutoutTitleLayer, keepClearOfFaces, planTitleLayer, titleAmong } from '../title/index.js';
import type { VariantPlan } from '../../ports/image-model.port.js';
import { directionsFrom } from '../scene/index.js';
import { brandedPlans, withBrandMarks } from './brand-variants.js';
import { facesBesideLogo, logoBox } from './logo-box.js';

const KIT: BrandKit = {
  colours: ['#e50914', '#ffd60a', '#1e90ff'],
  font: 'russo-one',
  titleStyle: 'outline',
  logoCorner: 'bottom-left',
  logoPath: 'users/u/brand/logo-1.png',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

function plans(): VariantPlan[] {
  const genre = GENRE_PALETTES.gaming;
  return [0, 1, 2, 3].map((variant) => {
    if (variant === 3) {
      const title = planTitleLayer('Boss Fight', LAYOUTS[0]!, genre);
      return {
        arrangement: { kind: 'framed', layout: LAYOUTS[0]!, palette: genre },
        title,
        titlePlan: { planned: title, changes: [], keepClear: [] },
      };
    }
    const cutout = cutoutArrangement(directionsFrom([]), 'gaming', variant, true);
    const title = cutoutTitleLayer('Boss Fight', cutout, genre, variant);
    return {
      arrangement: { kind: 'cutout', cutout },
      title,
      titlePlan: { planned: title, changes: [], keepClear: [] },
    };
  });
}

describe('brand kit on a generation', () => {
  it("wears the kit's colours in turn, its font, its treatment and its logo, layouts kept", () => {
    const before = plans();
    const branded = brandedPlans(before, KIT);
    const accents = branded.map((plan) =>
      plan.arrangement.kind === 'cutout'
        ? plan.arrangement.cutout.palette.accent
        : plan.arrangement.palette.accent,
    );
    expect(accents).toEqual(['#e50914', '#ffd60a', '#1e90ff', '#e50914']);
    for (const [index, plan] of branded.entries()) {
      expect(plan.titlePlan.planned.style).toMatchObject({
        font: 'russo-one',
        outline: accents[index],
        band: null,
      });
      expect(plan.titlePlan.planned.logo).toEqual({ path: KIT.logoPath, corner: 'bottom-left' });
      expect(plan.titlePlan.planned.position).toEqual(before[index]!.titlePlan.planned.position);
    }
    const layouts = branded.map((plan) =>
      plan.arrangement.kind === 'cutout'
        ? plan.arrangement.cutout.layout
        : plan.arrangement.layout.name,
    );
    expect(new Set(layouts).size).toBeGreaterThan(2);
  });

  it('boxes the title in the accent, or shadows it, as the kit says', () => {
    const [boxed] = brandedPlans(plans(), { ...KIT, titleStyle: 'box', logoPath: null });
    expect(boxed!.title.style.band).toMatchObject({ colour: '#e50914' });
    expect(boxed!.title.logo).toBeUndefined();
    const [shadowed] = brandedPlans(plans(), { ...KIT, titleStyle: 'shadow' });
    expect(shadowed!.title.style).toMatchObject({ shadow: '#e50914', band: null });
  });

  it("gives an edited title the kit's font and logo and keeps its colours", () => {
    const title = plans()[0]!.title;
    const marked = withBrandMarks(title, { ...KIT, logoCorner: 'top-right' });
    expect(marked.style).toEqual({ ...title.style, font: 'russo-one' });
    expect(marked.logo).toEqual({ path: KIT.logoPath, corner: 'top-right' });
    expect(withBrandMarks(marked, { ...KIT, logoPath: null }).logo).toBeUndefined();
  });

  it('keeps the title clear of the logo, which the feed check does not count as a face', () => {
    const size = { width: 1280, height: 720 };
    const face = { x: 0.6, y: 0.2, width: 0.2, height: 0.3 };
    const [plan] = brandedPlans(plans(), { ...KIT, logoCorner: 'top-left' });
    // The plan carries the logo, so a painter that knows only the faces places the same title.
    expect(plan!.titlePlan.keepClear).toEqual([logoBox('top-left', size)]);
    expect(plan!.title).toEqual(titleAmong(plan!.titlePlan, []));
    const placed = titleAmong(plan!.titlePlan, [face]);
    expect(placed.keepClear).toHaveLength(2);
    expect(facesBesideLogo(placed, size)).toEqual(keepClearOfFaces([face]));
    expect(facesBesideLogo({ ...placed, logo: undefined }, size)).toHaveLength(2);
  });

  it('puts the logo inside the thumbnail, in its corner, at a sixth of its height', () => {
    const size = { width: 1280, height: 720 };
    const box = logoBox('bottom-right', size);
    expect(box.height).toBeCloseTo(0.16);
    expect(box.x + box.width).toBeLessThan(1);
    expect(box.y + box.height).toBeLessThan(1);
    expect(box.x).toBeGreaterThan(0.5);
    expect(logoBox('top-left', size)).toMatchObject({ x: expect.any(Number), y: 0.035 });
  });
});
