import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { Box, Mood } from '@thumbforge/contract';
import { applyColourGrade, MOOD_GRADES } from './colour-grade.js';
import type { GenrePalette, LayoutFrame } from '../../core/thumbnails/layout/index.js';
import { bestCropWindow, type SaliencyMap } from '../imaging/saliency.js';
import { withAlpha } from '../../core/colour/colour-math.js';

interface BaseArtRequest {
  photo: Image;
  saliency: SaliencyMap;
  /** The layout's frame; its title style is the core's (plan-title-layer.ts). */
  layout: LayoutFrame;
  palette: GenrePalette;
  mood: Mood;
  width: number;
  height: number;
}

/** The part of the photo (fractions of it) that best frames its subject in `region` (pixels). */
function cropFor(photo: Image, saliency: SaliencyMap, region: Box): Box {
  return bestCropWindow(saliency, photo.width / photo.height, region.width / region.height);
}

/** Draws the part of the photo that best frames its subject into `region` (pixels). */
function drawSubject(
  context: SKRSContext2D,
  photo: Image,
  saliency: SaliencyMap,
  region: Box,
): void {
  const crop = cropFor(photo, saliency, region);
  context.drawImage(
    photo,
    crop.x * photo.width,
    crop.y * photo.height,
    crop.width * photo.width,
    crop.height * photo.height,
    region.x,
    region.y,
    region.width,
    region.height,
  );
}

/** Where the layout puts the photo's panel, in pixels. */
function subjectRegion({ layout, width, height }: BaseArtRequest): Box {
  return {
    x: Math.round(layout.subject.x * width),
    y: Math.round(layout.subject.y * height),
    width: Math.round(layout.subject.width * width),
    height: Math.round(layout.subject.height * height),
  };
}

/**
 * The photo's faces (fractions of the photo) where the base art shows them, as fractions of the
 * frame: so the title keeps off the faces of a photo framed whole as it does off a cut-out's.
 * Faces the crop leaves out are not in the picture.
 */
export function facesInBaseArt(request: BaseArtRequest, faces: readonly Box[]): Box[] {
  const region = subjectRegion(request);
  const crop = cropFor(request.photo, request.saliency, region);
  return faces.flatMap((face) => {
    const left = Math.max(face.x, crop.x);
    const top = Math.max(face.y, crop.y);
    const right = Math.min(face.x + face.width, crop.x + crop.width);
    const bottom = Math.min(face.y + face.height, crop.y + crop.height);
    if (right <= left || bottom <= top) return [];
    const x = (value: number) =>
      (region.x + ((value - crop.x) / crop.width) * region.width) / request.width;
    const y = (value: number) =>
      (region.y + ((value - crop.y) / crop.height) * region.height) / request.height;
    return [{ x: x(left), y: y(top), width: x(right) - x(left), height: y(bottom) - y(top) }];
  });
}

function paintBackground(context: SKRSContext2D, request: BaseArtRequest): void {
  const { photo, saliency, palette, width, height } = request;
  context.filter = `blur(${Math.round(height * 0.035)}px)`;
  drawSubject(context, photo, saliency, { x: -20, y: -20, width: width + 40, height: height + 40 });
  context.filter = 'none';
  const wash = context.createLinearGradient(0, 0, width, height);
  wash.addColorStop(0, withAlpha(palette.deep, 0.82));
  wash.addColorStop(1, withAlpha(palette.deep, 0.6));
  context.fillStyle = wash;
  context.fillRect(0, 0, width, height);
}

function paintDecoration(context: SKRSContext2D, request: BaseArtRequest): void {
  const { palette, width, height, layout } = request;
  const title = layout.title.box;
  const centreX = (title.x + title.width / 2) * width;
  const centreY = (title.y + title.height / 2) * height;
  const glow = context.createRadialGradient(centreX, centreY, 0, centreX, centreY, width * 0.45);
  glow.addColorStop(0, withAlpha(palette.accent, 0.42));
  glow.addColorStop(1, withAlpha(palette.accent, 0));
  context.fillStyle = glow;
  context.fillRect(0, 0, width, height);

  context.save();
  context.lineCap = 'round';
  switch (palette.decoration) {
    case 'slashes': {
      context.fillStyle = withAlpha(palette.accent, 0.5);
      for (let i = 0; i < 3; i += 1) {
        const x = centreX - width * 0.2 + i * width * 0.09;
        context.beginPath();
        context.moveTo(x, height);
        context.lineTo(x + width * 0.05, height);
        context.lineTo(x + width * 0.25, 0);
        context.lineTo(x + width * 0.2, 0);
        context.closePath();
        context.fill();
      }
      break;
    }
    case 'rings': {
      context.strokeStyle = withAlpha(palette.second, 0.45);
      for (let i = 1; i <= 4; i += 1) {
        context.lineWidth = height * 0.012;
        context.beginPath();
        context.arc(centreX, centreY, height * 0.12 * i, 0, Math.PI * 2);
        context.stroke();
      }
      break;
    }
    case 'grid': {
      context.strokeStyle = withAlpha(palette.accent, 0.22);
      context.lineWidth = Math.max(1, height * 0.002);
      const step = height / 12;
      for (let x = 0; x < width; x += step) {
        context.beginPath();
        context.moveTo(x, 0);
        context.lineTo(x, height);
        context.stroke();
      }
      for (let y = 0; y < height; y += step) {
        context.beginPath();
        context.moveTo(0, y);
        context.lineTo(width, y);
        context.stroke();
      }
      break;
    }
    case 'rays': {
      context.fillStyle = withAlpha(palette.second, 0.16);
      for (let i = 0; i < 12; i += 2) {
        const from = (i / 12) * Math.PI * 2;
        const to = ((i + 1) / 12) * Math.PI * 2;
        context.beginPath();
        context.moveTo(centreX, centreY);
        context.arc(centreX, centreY, width, from, to);
        context.closePath();
        context.fill();
      }
      break;
    }
    case 'glow': {
      const second = context.createRadialGradient(
        width * 0.9,
        height * 0.1,
        0,
        width * 0.9,
        height * 0.1,
        width * 0.5,
      );
      second.addColorStop(0, withAlpha(palette.second, 0.35));
      second.addColorStop(1, withAlpha(palette.second, 0));
      context.fillStyle = second;
      context.fillRect(0, 0, width, height);
      break;
    }
  }
  context.restore();
}

/** The photo panel, its inner edge faded into the background. */
function paintSubject(context: SKRSContext2D, request: BaseArtRequest): void {
  const { photo, saliency, layout } = request;
  const region = subjectRegion(request);
  if (!layout.feather) {
    drawSubject(context, photo, saliency, region);
    return;
  }
  const panel = createCanvas(region.width, region.height);
  const panelContext = panel.getContext('2d');
  drawSubject(panelContext, photo, saliency, {
    x: 0,
    y: 0,
    width: region.width,
    height: region.height,
  });
  const fade = {
    left: panelContext.createLinearGradient(0, 0, region.width * 0.3, 0),
    right: panelContext.createLinearGradient(region.width, 0, region.width * 0.7, 0),
    top: panelContext.createLinearGradient(0, 0, 0, region.height * 0.12),
  }[layout.feather];
  fade.addColorStop(0, 'rgba(0, 0, 0, 0)');
  fade.addColorStop(1, 'rgba(0, 0, 0, 1)');
  panelContext.globalCompositeOperation = 'destination-in';
  panelContext.fillStyle = fade;
  panelContext.fillRect(0, 0, region.width, region.height);
  context.drawImage(panel, region.x, region.y);
}

function paintShade(context: SKRSContext2D, request: BaseArtRequest): void {
  const { layout, width, height } = request;
  if (!layout.shade) return;
  const gradient = {
    left: context.createLinearGradient(0, 0, width * 0.6, 0),
    right: context.createLinearGradient(width, 0, width * 0.4, 0),
    bottom: context.createLinearGradient(0, height, 0, height * 0.35),
    top: context.createLinearGradient(0, 0, 0, height * 0.6),
  }[layout.shade];
  gradient.addColorStop(0, 'rgba(0, 0, 0, 0.6)');
  gradient.addColorStop(1, 'rgba(0, 0, 0, 0)');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
}

/**
 * The base art of one variant: the photo framed around its subject on a tinted, blurred copy of
 * itself, genre shapes behind the title's place, and the mood's colour grade over everything.
 */
export function paintBaseArt(request: BaseArtRequest): Canvas {
  const { width, height } = request;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  paintBackground(context, request);
  paintDecoration(context, request);
  paintSubject(context, request);
  paintShade(context, request);
  const pixels = context.getImageData(0, 0, width, height);
  applyColourGrade(pixels.data, width, height, MOOD_GRADES[request.mood]);
  context.putImageData(pixels, 0, 0);
  return canvas;
}
