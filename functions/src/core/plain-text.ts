// Character tests for the plain string code that reads prompts, where patterns could backtrack.

/** `\s`: String.prototype.trim removes exactly the characters `\s` matches. */
export function isSpace(char: string): boolean {
  return char !== '' && char.trim() === '';
}
