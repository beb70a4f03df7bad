import { isSpace } from '../../plain-text.js';

// Plain string code, not a pattern with lookarounds: it runs over whole edit prompts (up to 10,000
// characters) and must stay linear in their length, which a checker can prove only for plain
// patterns. Each scan for a closing quote either ends a match or is the last scan of its kind.

const DOUBLE_QUOTES = new Set(['"', '“', '”', '„', '«', '»']);
const BEFORE_SINGLE_QUOTE = new Set([':', '(']);
const AFTER_SINGLE_QUOTE = new Set(['.', ',', ';', ':', '!', '?', ')']);

function opensSingleQuote(text: string, at: number): boolean {
  if (text.charAt(at) !== "'") return false;
  const before = text.charAt(at - 1);
  return at === 0 || isSpace(before) || BEFORE_SINGLE_QUOTE.has(before);
}

function closesSingleQuote(text: string, at: number): boolean {
  const after = text.charAt(at + 1);
  return at + 1 === text.length || isSpace(after) || AFTER_SINGLE_QUOTE.has(after);
}

function nextDoubleQuote(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    if (DOUBLE_QUOTES.has(text.charAt(at))) return at;
  }
  return -1;
}

interface LiftedQuotes {
  /** The text with each quotation replaced by `replace(index)`. */
  text: string;
  /** What each quotation said, without its quotes. */
  quoted: string[];
}

/**
 * Lifts out quoted text: between any two double quotes (straight, curly or guillemets), or between
 * single quotes that open after a space, `:` or `(` and close before a space, punctuation or the
 * end (so the apostrophes of "don't" and "it's" are not quotes).
 */
export function liftQuotes(text: string, replace: (index: number) => string): LiftedQuotes {
  const quoted: string[] = [];
  let lifted = '';
  let copiedTo = 0;
  let at = 0;
  let doubleQuotesLeft = true;
  while (at < text.length) {
    let close = -1;
    if (doubleQuotesLeft && DOUBLE_QUOTES.has(text.charAt(at))) {
      close = nextDoubleQuote(text, at + 1);
      doubleQuotesLeft = close !== -1;
    } else if (opensSingleQuote(text, at)) {
      const end = text.indexOf("'", at + 1);
      close = end !== -1 && closesSingleQuote(text, end) ? end : -1;
    }
    if (close === -1) {
      at += 1;
      continue;
    }
    quoted.push(text.slice(at + 1, close));
    lifted += text.slice(copiedTo, at) + replace(quoted.length - 1);
    copiedTo = close + 1;
    at = close + 1;
  }
  return { text: lifted + text.slice(copiedTo), quoted };
}
