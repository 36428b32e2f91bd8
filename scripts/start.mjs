// `npm start`: the web build (only when its inputs changed since the last one) alongside the server's own
// start (embedded database, migrations, demo seed), rather than one after the other (issue 25 item 4).
// The server waits for the build before it serves the web app (WEB_BUILD_WAIT); a failed build stops it.
// The server runs as one bundled module (scripts/build-server.mjs), made again only when its sources
// changed: a later start loads one file instead of compiling the TypeScript again (decision 084).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE, SERVER_INPUTS } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const api = path.join(root, 'apps/api');
/** Written after a successful build: the hash of what it was built from. Outside dist, which Vite empties. */
const stamp = path.join(web, 'node_modules/.motorwise-build-inputs');
const serverStamp = `${SERVER_BUNDLE}.inputs`;
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/scripts',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

function* files(p) {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p).sort()) if (name !== 'node_modules') yield* files(path.join(p, name));
  } else yield p;
}

function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of files(path.join(root, input)))
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/** True when `output` exists and `stampFile` says it was made from inputs hashing to `wanted`. */
const upToDate = (output, stampFile, wanted) =>
  existsSync(output) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted;

/** A stamp written whole under a new name (never through a file another checkout's copy may share). */
function writeStamp(file, value) {
  writeFileSync(`${file}.${process.pid}`, value);
  renameSync(`${file}.${process.pid}`, file);
}

const wanted = inputsHash(INPUTS);
const built = upToDate(path.join(web, 'dist/index.html'), stamp, wanted);
let build = null;
if (!built) {
  rmSync(stamp, { force: true });
  build = spawn('npm', ['run', '--silent', '-w', 'apps/web', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

// The server's bundle, made again when its sources changed (about a second, while the web build runs). The
// checkout's own path is among its inputs: the bundle names the source folders it reads data from.
const serverWanted = createHash('sha256').update(root).update(inputsHash(SERVER_INPUTS)).digest('hex');
let serverArgs = ['--enable-source-maps', SERVER_BUNDLE];
if (!upToDate(SERVER_BUNDLE, serverStamp, serverWanted)) {
  rmSync(serverStamp, { force: true });
  try {
    await buildServer();
    writeStamp(serverStamp, serverWanted);
  } catch (error) {
    // Never a reason not to start: the sources run as `npm run -w apps/api start` runs them.
    console.error(`Bundling the server failed; starting it from its sources instead.\n${error}`);
    serverArgs = ['--import', 'tsx', 'src/server.ts'];
  }
}

// The server, on this Node (npm's scripts put Node 24 first on PATH).
const server = spawn(process.execPath, serverArgs, {
  cwd: api,
  stdio: 'inherit',
  env: { ...process.env, ...(build && { WEB_BUILD_WAIT: stamp }) },
});

// Ctrl-C reaches every process of the terminal's group, the server included: this one only waits for it.
// A SIGTERM sent to npm start (a process manager, a container stop) is passed on.
let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
});
process.on('SIGTERM', () => {
  stopping = true;
  server.kill('SIGTERM');
});
let buildFailed = false;
server.on('exit', (code, signal) => {
  build?.kill('SIGTERM');
  process.exit(buildFailed ? 1 : (code ?? (signal ? 1 : 0)));
});

build?.on('exit', (code, signal) => {
  if (code === 0) return writeStamp(stamp, wanted);
  if (signal || stopping) return; // stopped with the server
  buildFailed = true;
  console.error(`The web app's build failed (exit ${code}); stopping the server.`);
  server.kill('SIGTERM');
});
