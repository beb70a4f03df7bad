import { readFileSync } from 'node:fs';
import { createPhotoAnalyser } from '../../src/adapters/vision/photo-analyser.js';
import { normalizeUpload } from '../../src/adapters/imaging/normalize-upload.js';
const a = createPhotoAnalyser({ timeoutMs: 180000 });
for (const f of process.argv.slice(2)) {
  const photo = (await normalizeUpload(readFileSync(f))).jpeg;
  const r = await a.analyse(photo);
  console.log(f, JSON.stringify(r?.faces.map((x) => x.box)), JSON.stringify(r?.subjectBox));
}
await a.close?.();
process.exit(0);
