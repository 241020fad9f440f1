import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Files the server reads from the repository (the migrations, the seed data's images, package.json, the
// page renderer's source) are found from the repository's root, not from this module's place: the same
// code runs from src/server under tsx (tests, `npm run dev`) and bundled into dist/node under plain node
// (`npm start`, docs/deploy.md), and the two places are different depths below the root.

function rootFrom(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}: the server must run from inside the project`);
  }
}

export const PROJECT_ROOT = rootFrom(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, e.g. projectPath('drizzle'). */
export function projectPath(...parts: string[]): string {
  return path.join(PROJECT_ROOT, ...parts);
}
