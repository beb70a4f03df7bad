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
function wrapped(context: SKRSContext2D, lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    let current = '';
    for (const word of line.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (context.measureText(next).width > TILE_WIDTH - 8 && current) {
        out.push(current);
        current = word;
      } else current = next;
    }
    if (current) out.push(current);
  }
  return out.slice(0, CAPTION_LINES);
}

/**
 * A PNG contact sheet: each tile the thumbnail with its photo inset in the top-left corner and
 * the request, the reply and the defects under it, so a person judges it as a creator would.
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
    const insetHeight = 72;
    const insetWidth = (photo.width / photo.height) * insetHeight;
    context.fillStyle = '#ffffff';
    context.fillRect(x, y, insetWidth + 4, insetHeight + 4);
    context.drawImage(photo, x + 2, y + 2, insetWidth, insetHeight);
    wrapped(context, tile.lines).forEach((line, row) => {
      context.fillStyle =
        row === 0 ? '#ffffff' : line.startsWith('defects') ? '#ff8080' : '#cccccc';
      context.fillText(line, x + 4, y + TILE_HEIGHT + LINE * (row + 1));
    });
  });
  return sheet.toBuffer('image/png');
}
