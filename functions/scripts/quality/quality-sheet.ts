import { createCanvas, Image, type SKRSContext2D } from '@napi-rs/canvas';

/** One tile of a quality contact sheet: the thumbnail, the photo it came from and its story. */
export interface SheetTile {
  thumbnail: Uint8Array;
  photo: Uint8Array;
  /** Caption lines: the request, the reply, the defects found. */
  lines: string[];
}

const TILE_WIDTH = 480;
const TILE_HEIGHT = 270;
const CAPTION_LINES = 6;
const LINE = 15;
const GAP = 8;

function image(bytes: Uint8Array): Image {
  const loaded = new Image();
  loaded.src = Buffer.from(bytes);
  return loaded;
}

/** The caption's words broken into lines that fit the tile, at most CAPTION_LINES of them. */
function wrapped(context: SKRSContext2D, lines: string[], width: number): string[] {
  const out: string[] = [];
  for (const line of lines) {
    let current = '';
    for (const word of line.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (context.measureText(next).width > width && current) {
        out.push(current);
        current = word;
      } else current = next;
    }
    if (current) out.push(current);
  }
  return out.slice(0, CAPTION_LINES);
}

/** The photo beside the caption is at most this wide; the caption wraps in what is left. */
const PHOTO_MAX_WIDTH = 150;

/**
 * A PNG contact sheet: each tile the thumbnail whole, and under it the request, the reply and
 * the defects beside the photo it came from, so a person judges it as a creator would (an inset
 * on the thumbnail hid its corner: a sticker or a title there could not be judged).
 */
export function qualitySheet(tiles: SheetTile[], columns = 3): Buffer {
  const tileTotal = TILE_HEIGHT + CAPTION_LINES * LINE + 6;
  const rows = Math.ceil(tiles.length / columns);
  const sheet = createCanvas(
    columns * TILE_WIDTH + (columns - 1) * GAP,
    Math.max(1, rows * tileTotal + (rows - 1) * GAP),
  );
  const context = sheet.getContext('2d');
  context.fillStyle = '#222222';
  context.fillRect(0, 0, sheet.width, sheet.height);
  context.font = '12px sans-serif';
  tiles.forEach((tile, i) => {
    const x = (i % columns) * (TILE_WIDTH + GAP);
    const y = Math.floor(i / columns) * (tileTotal + GAP);
    context.drawImage(image(tile.thumbnail), x, y, TILE_WIDTH, TILE_HEIGHT);
    const photo = image(tile.photo);
    const photoHeight = CAPTION_LINES * LINE - 2;
    const photoWidth = Math.min(PHOTO_MAX_WIDTH, (photo.width / photo.height) * photoHeight);
    const photoX = x + TILE_WIDTH - photoWidth;
    context.drawImage(photo, photoX, y + TILE_HEIGHT + 4, photoWidth, photoHeight);
    wrapped(context, tile.lines, TILE_WIDTH - photoWidth - 12).forEach((line, row) => {
      context.fillStyle =
        row === 0 ? '#ffffff' : line.startsWith('defects') ? '#ff8080' : '#cccccc';
      context.fillText(line, x + 4, y + TILE_HEIGHT + LINE * (row + 1));
    });
  });
  return sheet.toBuffer('image/png');
}
