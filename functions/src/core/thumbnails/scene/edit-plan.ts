import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { MAX_STEPS, type ArtOperation, type EditOperation } from './edit-operations.js';
import { calloutKey, MAX_CALLOUTS } from './callout-rules.js';

/*
 * A prompt's operations as a plan whose work is bounded by construction, however long the prompt:
 * each adjustment once (ten "brighter" are one "much brighter", clamped), a change that can only
 * be made once made once, the last word kept where a later one replaces an earlier one, and at
 * most `MAX_CALLOUTS` different callouts. So a picture gets one pass per kind of adjustment at
 * most, and what a picture keeps of its edits stays as small.
 */

type Stepped = Extract<EditOperation, { steps?: number }>;
type SteppedKind = Stepped['kind'];

const STEPPED: ReadonlySet<EditOperation['kind']> = new Set<SteppedKind>([
  'brightness',
  'contrast',
  'saturation',
  'temperature',
  'zoom',
  'text-size',
]);
/** Changes that, made twice, are made once. */
const ONCE: ReadonlySet<EditOperation['kind']> = new Set([
  'black-and-white',
  'blur-background',
  'face-zoom',
  'swap-sides',
]);
/** Kinds where a later change replaces an earlier one: they share a slot in the plan. */
const SLOT_OF: Partial<Record<EditOperation['kind'], string>> = {
  border: 'border',
  'remove-border': 'border',
  outline: 'outline',
  'remove-outline': 'outline',
  glow: 'glow',
  'remove-glow': 'glow',
};
const RAISES = new Set(['up', 'warmer', 'in']);

function isStepped(operation: EditOperation): operation is Stepped {
  return STEPPED.has(operation.kind);
}

/** +steps for up, warmer or in; -steps the other way. */
function signedSteps(operation: Stepped): number {
  const steps = operation.steps ?? 1;
  return RAISES.has(operation.direction) ? steps : -steps;
}

/** The adjustment `total` steps make, clamped; null when they cancel out. */
function steppedBy(like: Stepped, total: number): Stepped | null {
  if (total === 0) return null;
  const [raise, lower] = {
    brightness: ['up', 'down'],
    contrast: ['up', 'down'],
    saturation: ['up', 'down'],
    'text-size': ['up', 'down'],
    temperature: ['warmer', 'cooler'],
    zoom: ['in', 'out'],
  }[like.kind];
  const steps = Math.min(MAX_STEPS, Math.abs(total));
  return { ...like, direction: total > 0 ? raise : lower, steps } as Stepped;
}

/** The slot an operation takes in the plan: operations sharing one are combined. */
function slotOf(operation: EditOperation): string {
  if (operation.kind === 'callout') return `callout|${calloutKey(operation.callout)}`;
  if (operation.kind === 'remove-callouts') return `remove-callouts|${operation.callout}`;
  return SLOT_OF[operation.kind] ?? operation.kind;
}

/** The most different wordings of one combined change the reply quotes. */
const QUOTED_WORDINGS = 3;

/** A change asked more than once and made once, in the words the creator asked it. */
export interface CombinedChange {
  /** The different clauses that asked for it, the first few. */
  said: string[];
  times: number;
  /** Made as asked; clamped, more steps being asked than one change makes; or asked away. */
  outcome: 'combined' | 'capped' | 'cancelled';
}

export interface EditPlan {
  /** At most one operation per kind (callouts: per callout), in the order first asked. */
  operations: EditOperation[];
  combined: CombinedChange[];
  /** Different callouts asked beyond `MAX_CALLOUTS`, left out. */
  calloutsLeftOut: number;
}

interface Slot {
  operation: EditOperation | null;
  said: string[];
  times: number;
  /** Signed steps asked so far, for an adjustment. */
  total: number;
  /** Asked again, it is combined (not replaced by the later word), and the reply says so. */
  combines: boolean;
}

/**
 * The plan of a prompt's operations, each with the clause that asked for it: one pass over
 * them, with a lookup per operation.
 */
export function planOperations(
  asked: readonly { operation: EditOperation; said: string }[],
): EditPlan {
  const slots = new Map<string, Slot>();
  let callouts = 0;
  let calloutsLeftOut = 0;
  for (const { operation, said } of asked) {
    const key = slotOf(operation);
    const slot = slots.get(key);
    if (!slot) {
      if (operation.kind === 'callout' && callouts >= MAX_CALLOUTS) {
        calloutsLeftOut += 1;
        continue;
      }
      if (operation.kind === 'callout') callouts += 1;
      const stepped = isStepped(operation);
      slots.set(key, {
        operation,
        said: [said],
        times: 1,
        total: stepped ? signedSteps(operation) : 0,
        combines: stepped || ONCE.has(operation.kind) || operation.kind === 'callout',
      });
      continue;
    }
    slot.times += 1;
    if (slot.said.length < QUOTED_WORDINGS && !slot.said.includes(said)) slot.said.push(said);
    if (isStepped(operation)) {
      slot.total += signedSteps(operation);
      slot.operation = steppedBy(operation, slot.total);
    } else if (!slot.combines) {
      slot.operation = operation;
    }
  }
  const plan: EditPlan = { operations: [], combined: [], calloutsLeftOut };
  for (const slot of slots.values()) {
    if (slot.operation) plan.operations.push(slot.operation);
    if (slot.combines && slot.times > 1) {
      plan.combined.push({
        said: slot.said,
        times: slot.times,
        outcome: !slot.operation
          ? 'cancelled'
          : Math.abs(slot.total) > MAX_STEPS
            ? 'capped'
            : 'combined',
      });
    }
  }
  return plan;
}

/**
 * The grades a picture keeps after one more: one per kind whatever the number of edits, so a
 * redraw replays at most one pass of each. A kind's steps add up, clamped.
 */
export function finishAfter(
  finish: readonly ArtOperation[],
  operation: ArtOperation,
): ArtOperation[] {
  const at = finish.findIndex((kept) => kept.kind === operation.kind);
  if (at === -1) return [...finish, operation];
  const kept = finish[at] as ArtOperation;
  if (!isStepped(kept) || !isStepped(operation)) return [...finish];
  const combined = steppedBy(operation, signedSteps(kept) + signedSteps(operation));
  const rest = finish.filter((_other, index) => index !== at);
  return combined ? [...rest.slice(0, at), combined as ArtOperation, ...rest.slice(at)] : rest;
}

/** What the reply says of a plan's combined and capped changes, in the creator's words; '' if none. */
export function planSentence(
  plan: Partial<Pick<EditPlan, 'combined' | 'calloutsLeftOut'>>,
): string {
  const sentences: string[] = [];
  const combined = plan.combined ?? [];
  if (combined.length > 0) {
    const changes = combined.map((change) =>
      THUMBNAIL_MESSAGES.combinedChange(
        change.said.map((said) => `"${said}"`).join(' and '),
        change.times,
        change.outcome,
      ),
    );
    sentences.push(THUMBNAIL_MESSAGES.combinedChanges(changes.join('; ')));
  }
  if ((plan.calloutsLeftOut ?? 0) > 0) {
    sentences.push(THUMBNAIL_MESSAGES.calloutsCapped(MAX_CALLOUTS));
  }
  return sentences.join(' ');
}
