/**
 * `npm run test:vercel`: after `npm run build:vercel`, proves the Vercel function does not carry the
 * embedded database (PGlite) and prints the function's size for docs/decisions/0001-adapter-split.md.
 */
import fs from 'node:fs';
import path from 'node:path';

const functionsDir = path.resolve('.vercel/output/functions');
if (!fs.existsSync(functionsDir)) {
  console.error('No .vercel/output/functions: run `npm run build:vercel` first.');
  process.exit(1);
}

let failed = false;
for (const fn of fs.readdirSync(functionsDir)) {
  const root = path.join(functionsDir, fn);
  let bytes = 0;
  const offending: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    bytes += fs.statSync(file).size;
    if (
      file.includes(`${path.sep}@electric-sql${path.sep}pglite`) ||
      /pglite\.(wasm|data)$/.test(entry.name)
    ) {
      offending.push(path.relative(root, file));
    }
  }
  console.log(`${fn}: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  if (offending.length > 0) {
    failed = true;
    console.error(`${fn} contains PGlite:\n  ${offending.slice(0, 10).join('\n  ')}`);
  }
}
if (failed) process.exit(1);
console.log('The Vercel function does not contain PGlite.');
