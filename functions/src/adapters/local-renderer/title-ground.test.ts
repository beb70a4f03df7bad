import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { bodyOf, meanHex } from './title-ground.js';

describe('the colours a title sits on and beside', () => {
  const canvas = createCanvas(200, 100);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff8800';
  context.fillRect(0, 0, 100, 100);
  context.fillStyle = '#0000ff';
  context.fillRect(100, 0, 100, 100);

  it('reads the mean colour of a box of the art', () => {
    expect(meanHex(context, { x: 10, y: 10, width: 60, height: 60 })).toBe('#ff8800');
    expect(meanHex(context, { x: 120, y: 0, width: 80, height: 100 })).toBe('#0000ff');
  });

  it('clips a box to the art, and reads black for one wholly outside it', () => {
    expect(meanHex(context, { x: 150, y: -50, width: 400, height: 400 })).toBe('#0000ff');
    expect(meanHex(context, { x: 300, y: 0, width: 10, height: 10 })).toBe('#000000');
  });

  it('takes the middle of the subject below the head: the outfit, not the hair', () => {
    expect(bodyOf({ x: 0, y: 0, width: 100, height: 200 })).toEqual({
      x: 30,
      y: 80,
      width: 40,
      height: 90,
    });
  });
});
