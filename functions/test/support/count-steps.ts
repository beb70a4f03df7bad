/*
 * Counts the work a piece of plain string code does, with no clock: while `countSteps` runs its
 * function, the built-in string, array, set, map and regular-expression methods are wrapped so each
 * call adds the length it touches (a scan's distance, a slice's length, a callback per element;
 * a lookup is 1). Every pattern over user text is proven linear by the regex suite, so the total
 * is proportional to the time taken, and a loop that rescans the text shows as a square.
 */

type Method = (this: unknown, ...args: unknown[]) => unknown;
type Cost = (self: unknown, args: unknown[], result: unknown) => number;

const indexOf = String.prototype.indexOf;

const lengthOf = (value: unknown): number =>
  typeof value === 'string' || Array.isArray(value) ? value.length : 0;

/** A forward scan from `from`: to the end of the match found, or to the end of the text. */
function scanned(self: unknown, args: unknown[], found: number): number {
  const from = Math.max(0, Number(args[1] ?? 0) || 0);
  return found === -1 ? Math.max(1, lengthOf(self) - from) : found - from + lengthOf(args[0]) + 1;
}

const BY_LENGTH: Cost = (self) => lengthOf(self) + 1;
const BY_RESULT: Cost = (_self, _args, result) => lengthOf(result) + 1;
const ONE: Cost = () => 1;

const STRING_COSTS: Record<string, Cost> = {
  indexOf: (self, args, result) => scanned(self, args, result as number),
  includes: (self, args, result) =>
    scanned(self, args, result ? indexOf.call(self, String(args[0]), Number(args[1] ?? 0)) : -1),
  lastIndexOf: (self, args, result) => {
    const from = Math.min(lengthOf(self), Number(args[1] ?? lengthOf(self)) || 0);
    return from - Math.max(0, result as number) + 1;
  },
  startsWith: (_self, args) => lengthOf(args[0]) + 1,
  endsWith: (_self, args) => lengthOf(args[0]) + 1,
  split: (self, args) => (typeof args[0] === 'string' ? lengthOf(self) + 1 : 1),
  slice: BY_RESULT,
  substring: BY_RESULT,
  trim: BY_LENGTH,
  toLowerCase: BY_LENGTH,
  toUpperCase: BY_LENGTH,
  toLocaleUpperCase: BY_LENGTH,
  repeat: BY_RESULT,
  padEnd: BY_RESULT,
};
const ARRAY_COSTS: Record<string, Cost> = {
  includes: BY_LENGTH,
  indexOf: BY_LENGTH,
  join: (_self, _args, result) => lengthOf(result) + 1,
  slice: BY_RESULT,
  concat: BY_RESULT,
};
/** Methods that call back once per element: each call is a step. */
const ARRAY_CALLBACKS = ['some', 'every', 'find', 'findIndex', 'filter', 'map', 'flatMap'];
const COLLECTION_METHODS = ['has', 'get', 'add', 'set'];

/** One pass of a regular expression, from where it starts to the end of its match or the text. */
const EXEC_COST: Cost = (self, args, result) => {
  const regex = self as RegExp;
  const text = String(args[0]);
  const match = result as RegExpExecArray | null;
  // A sticky pattern tries one place only (a split tries each place in turn this way).
  if (regex.sticky) return (match ? match[0].length : 0) + 1;
  const from = regex.global ? regex.lastIndex : 0;
  return (match ? match.index + match[0].length : text.length) - from + 1;
};

export function countSteps(run: () => void): number {
  let steps = 0;
  const restore: (() => void)[] = [];
  const wrap = (owner: object, name: string, cost: Cost) => {
    const original = Reflect.get(owner, name) as Method;
    const wrapped: Method = function (this: unknown, ...args: unknown[]) {
      // The regex's lastIndex before the call, which exec moves on.
      const before = this instanceof RegExp ? this.lastIndex : 0;
      const result = original.apply(this, args);
      if (this instanceof RegExp) {
        const after = this.lastIndex;
        this.lastIndex = before;
        steps += cost(this, args, result);
        this.lastIndex = after;
      } else {
        steps += cost(this, args, result);
      }
      return result;
    };
    Reflect.set(owner, name, wrapped);
    restore.push(() => Reflect.set(owner, name, original));
  };
  for (const [name, cost] of Object.entries(STRING_COSTS)) wrap(String.prototype, name, cost);
  for (const [name, cost] of Object.entries(ARRAY_COSTS)) wrap(Array.prototype, name, cost);
  for (const name of ARRAY_CALLBACKS) {
    const original = Reflect.get(Array.prototype, name) as Method;
    const counted: Method = function (this: unknown, callback: unknown, ...rest: unknown[]) {
      const inner = callback as Method;
      return original.call(
        this,
        function (this: unknown, ...args: unknown[]) {
          steps += 1;
          return inner.apply(this, args);
        },
        ...rest,
      );
    };
    Reflect.set(Array.prototype, name, counted);
    restore.push(() => Reflect.set(Array.prototype, name, original));
  }
  for (const prototype of [Set.prototype, Map.prototype]) {
    for (const name of COLLECTION_METHODS) {
      if (name in prototype) wrap(prototype, name, ONE);
    }
  }
  wrap(RegExp.prototype, 'exec', EXEC_COST);
  try {
    run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return steps;
}
