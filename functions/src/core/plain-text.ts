// Character tests for the plain string code that reads prompts, where patterns could backtrack.

/** `\s`: String.prototype.trim removes exactly the characters `\s` matches. */
export function isSpace(char: string): boolean {
  return char !== '' && char.trim() === '';
}

/** A word character as `\b` and `\w` see it (ASCII letters, digits and `_`). */
function isWordChar(char: string): boolean {
  if (char.length !== 1) return false;
  const code = char.charCodeAt(0);
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95
  );
}
