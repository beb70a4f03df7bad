import type { SKRSContext2D } from '@napi-rs/canvas';
import type { TitleLayer } from '@thumbforge/contract';
import { capHeight, fallbackFonts, isRightToLeft, titleFont } from './title-fonts.js';
import { layoutTitle, type TitleLayout, type VerticalMetrics } from './title-layout.js';

/** The frame's width as a fraction of the thumbnail's height. */
const FRAME = 0.022;

/** The size glyphs are measured at for their reach above and below the baseline. */
const REFERENCE_SIZE = 100;

/**
 * How far the title's own glyphs reach when a fallback face sets some of them; the title font's
 * capitals alone keep their cap height (and every thumbnail made before other scripts existed
 * lays out as it did).
 */
function verticalMetrics(context: SKRSContext2D, layer: TitleLayer): VerticalMetrics | undefined {
  if (fallbackFonts(layer.text, layer.lang, layer.style.font).length === 0) return undefined;
  const text = layer.lang ? layer.text.toLocaleUpperCase(layer.lang) : layer.text.toUpperCase();
  context.font = titleFont(layer.style.font, REFERENCE_SIZE, layer);
  const metrics = context.measureText(text);
  return {
    ascent: metrics.actualBoundingBoxAscent / REFERENCE_SIZE,
    descent: Math.max(0, metrics.actualBoundingBoxDescent) / REFERENCE_SIZE,
  };
}

export function measureTitleLayer(
  context: SKRSContext2D,
  layer: TitleLayer,
  canvas: { width: number; height: number },
): TitleLayout {
  const rightToLeft = isRightToLeft(layer.text, layer.lang);
  context.direction = rightToLeft ? 'rtl' : 'ltr';
  const vertical = verticalMetrics(context, layer);
  return layoutTitle(
    layer,
    canvas,
    capHeight(layer.style.font),
    (text, size) => {
      context.font = titleFont(layer.style.font, size, layer);
      return context.measureText(text).width;
    },
    vertical ? { ...vertical, rightToLeft } : { ascent: 0, descent: 0, rightToLeft },
  );
}

/** Paints the title layer (frame, band, shadow, outline, fill) over whatever the canvas holds. */
export function drawTitleLayer(
  context: SKRSContext2D,
  layer: TitleLayer,
  canvas: { width: number; height: number },
): TitleLayout {
  context.save();
  const layout = measureTitleLayer(context, layer, canvas);
  const { style } = layer;

  if (style.band) {
    context.fillStyle = style.band.colour;
    for (const band of layout.bands) context.fillRect(band.x, band.y, band.width, band.height);
  }

  context.font = titleFont(style.font, layout.fontSize, layer);
  // A right-to-left line is set from its start on the right; `left` still places its left edge.
  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';
  context.lineJoin = 'round';
  context.miterLimit = 2;

  // A soft drop shadow lifts the title off busy art; the hard offset copy gives it depth.
  context.shadowColor = 'rgba(0, 0, 0, 0.55)';
  context.shadowBlur = layout.fontSize * 0.08;
  context.fillStyle = style.shadow;
  context.strokeStyle = style.shadow;
  context.lineWidth = layout.outlineWidth;
  for (const line of layout.lines) {
    const x = line.x + layout.shadowOffset;
    const y = line.baseline + layout.shadowOffset;
    context.strokeText(line.text, x, y);
    context.fillText(line.text, x, y);
  }
  context.shadowColor = 'transparent';
  context.shadowBlur = 0;

  context.strokeStyle = style.outline;
  context.fillStyle = style.fill;
  for (const line of layout.lines) {
    context.strokeText(line.text, line.x, line.baseline);
    context.fillText(line.text, line.x, line.baseline);
  }

  if (style.frame) {
    const width = Math.round(canvas.height * FRAME);
    context.strokeStyle = style.frame;
    context.lineWidth = width;
    context.strokeRect(width / 2, width / 2, canvas.width - width, canvas.height - width);
  }
  context.restore();
  return layout;
}
