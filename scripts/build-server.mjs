// The API server as one ES module (apps/api/dist/server.mjs), made by esbuild (tsx's own) from
// apps/api/src/server.ts: what `npm start` runs, so a start loads one file instead of tsx resolving and
// compiling some 470 TypeScript modules (decision 084). The packages stay outside, loaded from
// node_modules as before (they read their own files), except the workspace's @motorwise/shared, which is
// TypeScript. `import.meta.url` and `import.meta.dirname` keep the value they have in each source file, so
// the data, the migrations and the web build are found where the sources find them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'apps/api/dist/server.mjs');

/** What the bundle is made from: a change to any of them makes it again (scripts/start.mjs). */
export const SERVER_INPUTS = [
  'apps/api/src',
  'apps/api/seed',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'error',
    plugins: [
      {
        name: 'motorwise-server',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@motorwise/') ? undefined : { external: true },
          );
          b.onLoad({ filter: /\.ts$/ }, (args) => ({
            loader: 'ts',
            contents: readFileSync(args.path, 'utf8')
              .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
              .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
          }));
        },
      },
    ],
  });
}

if (process.argv[1] === import.meta.filename) await buildServer();
