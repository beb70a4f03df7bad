import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BackgroundKind } from '../../core/thumbnails/scene/index.js';
import { fairyLights, city, galaxy, neon, space } from './backgrounds/night-scenes.js';
import {
  beach,
  desert,
  forest,
  mountains,
  rain,
  sky,
  snow,
  underwater,
} from './backgrounds/nature-scenes.js';
import { classroom, gaming, gym, kitchen, office, studio } from './backgrounds/room-scenes.js';
import { cinema, concert, fire, money, road, stadium, stage } from './backgrounds/show-scenes.js';
import {
  blurred,
  dark,
  gradient,
  halftone,
  photo,
  rays,
  split,
  white,
} from './backgrounds/patterns.js';
import type { BackgroundRequest, Painter } from './backgrounds/paint-tools.js';

export type { BackgroundRequest } from './backgrounds/paint-tools.js';

const PAINTERS: Record<BackgroundKind, Painter> = {
  gradient,
  rays,
  halftone,
  blurred,
  split,
  dark,
  white,
  photo,
  neon,
  space,
  galaxy,
  city,
  'fairy-lights': fairyLights,
  beach,
  forest,
  mountains,
  snow,
  rain,
  desert,
  sky,
  underwater,
  stage,
  concert,
  cinema,
  stadium,
  road,
  fire,
  money,
  gaming,
  studio,
  classroom,
  kitchen,
  gym,
  office,
};

/** Draws the background a scene asks for over the whole canvas. */
export function paintBackground(context: SKRSContext2D, request: BackgroundRequest): void {
  context.save();
  PAINTERS[request.background.kind](context, request);
  context.restore();
}
