import { titleLayerSchema, type Box, type TitleLayer } from '@thumbforge/contract';
import type { TitleOperation } from '../scene/index.js';
import { editTitleLayer } from './edit-title-layer.js';
import { titleClearOf } from './title-placement.js';

/**
 * A title as the core planned it before the art exists, and the prompt's changes to it: data, so
 * a painter on another thread can place things around the title exactly where the core will put
 * it once the faces are known (`titleAmong`), and never moves it.
 */
export interface TitlePlan {
  planned: TitleLayer;
  changes: TitleOperation[];
  /**
   * What the title keeps clear of besides the faces, known before the art (the brand logo's
   * corner): part of the plan, so the title a painter places callouts around is the one drawn.
   */
  keepClear: Box[];
}

/** Where the title goes in art whose faces are at `faces` (fractions of it). */
export function titleAmong(plan: TitlePlan, faces: readonly Box[]): TitleLayer {
  return titleLayerSchema.parse(
    plan.changes.reduce(editTitleLayer, titleClearOf(plan.planned, [...faces, ...plan.keepClear])),
  );
}
