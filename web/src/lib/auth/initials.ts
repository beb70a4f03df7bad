/** Up to two letters for an avatar: "Ada Lovelace" gives "AL", a bare email its first letter. */
export function initials(fullName: string, fallback: string): string {
  const letters = fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '');
  if (letters.length === 0) return (fallback.trim()[0] ?? '?').toUpperCase();
  return letters.length === 1 ? (letters[0] ?? '') : `${letters[0]}${letters.at(-1)}`;
}
