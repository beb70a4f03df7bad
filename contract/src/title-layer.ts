import { z } from 'zod';
import { LIMITS } from './limits.js';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'A colour is a #rrggbb hex value');
const fraction = z.number().min(0).max(1);

/** The title faces (OFL, from npm); every one but Anton is a brand kit's choice. */
export const TITLE_FONTS = [
  'anton',
  'bebas-neue',
  'bangers',
  'archivo-black',
  'russo-one',
  'titan-one',
  'lilita-one',
] as const;
export const titleFontSchema = z.enum(TITLE_FONTS);
export type TitleFont = z.infer<typeof titleFontSchema>;

/** Where the title may be drawn, as fractions of the thumbnail, so one layer fits every resolution. */
export const titleBoxSchema = z
  .object({ x: fraction, y: fraction, width: fraction, height: fraction })
  .refine((box) => box.width > 0 && box.height > 0, 'The title box cannot be empty')
  .refine(
    (box) => box.x + box.width <= 1 + 1e-9 && box.y + box.height <= 1 + 1e-9,
    'The title box must lie inside the thumbnail',
  );
export type TitleBox = z.infer<typeof titleBoxSchema>;

export const titleBandSchema = z.object({
  colour: hexColour,
  /** `strip` spans the thumbnail's width behind the title; `highlight` sits behind each line. */
  shape: z.enum(['strip', 'highlight']),
});
export type TitleBand = z.infer<typeof titleBandSchema>;

export const titleStyleSchema = z.object({
  font: titleFontSchema,
  fill: hexColour,
  outline: hexColour,
  shadow: hexColour,
  /** Multiplies the layout's preferred font size; the title still shrinks to fit its box. */
  scale: z.number().min(0.5).max(2),
  band: titleBandSchema.nullable(),
  /** A border around the whole thumbnail, drawn with the title so it survives edits of the art. */
  frame: hexColour.nullable(),
});
export type TitleStyle = z.infer<typeof titleStyleSchema>;

export const titlePositionSchema = z.object({
  box: titleBoxSchema,
  align: z.enum(['left', 'center', 'right']),
  vertical: z.enum(['top', 'middle', 'bottom']),
});
export type TitlePosition = z.infer<typeof titlePositionSchema>;

/**
 * The title of a generated thumbnail, kept apart from its base art (docs/architecture.md section 3):
 * the server composites it, so it is always spelled right and survives edits of the pixels.
 */
export const titleLayerSchema = z.object({
  text: z.string().trim().min(1).max(LIMITS.videoTitleMaxChars),
  style: titleStyleSchema,
  position: titlePositionSchema,
  /**
   * Where the title must never go (the faces in the art), as fractions of the thumbnail: every
   * placement of the title, at generation and after each edit, stays clear of them.
   */
  keepClear: z.array(titleBoxSchema).max(8).optional(),
  /**
   * The BCP 47 language of `text` when the creator typed it for a language version: it picks the
   * fonts of its script (Japanese and Chinese set the same characters differently), its
   * capitals and, for Arabic and Hebrew, right to left. Unset for the video title as typed.
   */
  lang: z.string().min(2).max(35).optional(),
  /**
   * The creator's brand logo, composited with the title so it survives edits of the art: the
   * stored PNG's path and the corner it sits in.
   */
  logo: z
    .object({
      path: z.string().min(1),
      corner: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']),
    })
    .optional(),
});
export type TitleLayer = z.infer<typeof titleLayerSchema>;
