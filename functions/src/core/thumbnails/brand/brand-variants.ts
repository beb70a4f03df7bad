import type { BrandKit, TitleLayer } from '@thumbforge/contract';
import type { VariantPlan } from '../../ports/image-model.port.js';
import { hexLuma, scaleHex } from '../../colour/colour-math.js';
import type { ScenePalette } from '../layout/index.js';
import { titleAmong, type TitlePlan } from '../title/index.js';
import { logoArea } from './logo-box.js';

/** How dark a kit colour is taken for the ground a photo's background is tinted towards. */
const DEEP = 0.18;
const LIGHT_LUMA = 150;

/** Variant `variant`'s colours: the kit's in turn, so variants differ yet all wear the brand. */
function brandPalette(colours: readonly string[], variant: number): ScenePalette {
  const accent = colours[variant % colours.length]!;
  const second = colours[(variant + 1) % colours.length]!;
  return { accent, second, deep: scaleHex(accent, DEEP) };
}

/** The kit's title treatment in the variant's accent: outlined, on a box, or with a shadow. */
function brandTitleStyle(
  kit: Pick<BrandKit, 'font' | 'titleStyle' | 'colours'>,
  palette: ScenePalette,
  style: TitleLayer['style'],
): TitleLayer['style'] {
  const { accent } = palette;
  const lightAccent = hexLuma(accent) > LIGHT_LUMA;
  // A light kit colour reads as letters on dark art; otherwise white does.
  const light = kit.colours.find((colour) => colour !== accent && hexLuma(colour) > 190);
  const letters = light ?? '#ffffff';
  const kept = { font: kit.font, scale: style.scale, frame: style.frame };
  switch (kit.titleStyle) {
    case 'box':
      return {
        ...kept,
        fill: lightAccent ? '#111111' : '#ffffff',
        outline: lightAccent ? '#ffffff' : '#000000',
        shadow: '#000000',
        band: { colour: accent, shape: style.band?.shape ?? 'highlight' },
      };
    case 'outline':
      return {
        ...kept,
        fill: lightAccent ? '#111111' : letters,
        outline: accent,
        shadow: '#000000',
        band: null,
      };
    case 'shadow':
      return { ...kept, fill: letters, outline: '#000000', shadow: accent, band: null };
  }
}

/**
 * A generation's variant plans in the brand kit: each arrangement's colours (backgrounds,
 * outline and glow) taken from the kit in turn, each title in the kit's font and treatment and
 * the logo in its corner. Layouts are kept, so the variants still differ in composition.
 */
export function brandedPlans(plans: readonly VariantPlan[], kit: BrandKit): VariantPlan[] {
  return plans.map((plan, variant) => {
    const palette = brandPalette(kit.colours, variant);
    const arrangement: VariantPlan['arrangement'] =
      plan.arrangement.kind === 'cutout'
        ? { kind: 'cutout', cutout: { ...plan.arrangement.cutout, palette } }
        : {
            kind: 'framed',
            layout: plan.arrangement.layout,
            palette: { ...plan.arrangement.palette, ...palette, font: kit.font },
          };
    const planned = brandedTitle(plan.titlePlan.planned, kit, palette);
    const titlePlan: TitlePlan = { ...plan.titlePlan, planned, keepClear: logoArea(planned) };
    return { arrangement, title: titleAmong(titlePlan, []), titlePlan };
  });
}

/**
 * An edited thumbnail's title in the kit's font with the kit's logo: its colours stay as they
 * are, since they were the kit's at generation or the creator's own change since.
 */
export function withBrandMarks(title: TitleLayer, kit: BrandKit): TitleLayer {
  const marked: TitleLayer = { ...title, style: { ...title.style, font: kit.font } };
  delete marked.logo;
  return kit.logoPath
    ? { ...marked, logo: { path: kit.logoPath, corner: kit.logoCorner } }
    : marked;
}

function brandedTitle(title: TitleLayer, kit: BrandKit, palette: ScenePalette): TitleLayer {
  const logo = kit.logoPath ? { logo: { path: kit.logoPath, corner: kit.logoCorner } } : {};
  return { ...title, style: brandTitleStyle(kit, palette, title.style), ...logo };
}
