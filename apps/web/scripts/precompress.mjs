// Writes brotli (.br) and gzip (.gz) copies of the built text assets next to them, once at build time,
// so the server sends them compressed without compressing on every request (decision 026).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const body = await readFile(file);
  await Promise.all([
    br(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).then((out) => writeFile(`${file}.br`, out)),
    gz(body, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
  ]);
  count += 1;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
