/**
 * How alike two faces are: the cosine of the angle between their face description embeddings
 * (Human's faceres). Cosine rather than Human's own `match.similarity`: it reads the direction
 * only, so it needs none of that function's tuned multiplier and clamps. On the fixtures both
 * separate people by about the same margin (`npm run bench -- likeness` prints both), but Human's
 * clamps every close copy (resized, greyed) to 1, so the score a creator reads would say less.
 * 1 is the same picture; another person scores well under the core's `MIN_LIKENESS`.
 */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/**
 * For each face of the photo, in its order, how alike the closest face of the image is: 0 when
 * the image shows no face (the person is gone), never below 0.
 */
export function likenessOf(
  photoFaces: readonly (readonly number[])[],
  imageFaces: readonly (readonly number[])[],
): number[] {
  return photoFaces.map((face) =>
    imageFaces.reduce((best, other) => Math.max(best, faceSimilarity(face, other)), 0),
  );
}
