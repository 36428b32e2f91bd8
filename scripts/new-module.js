#!/usr/bin/env node
// npm run new-module -- <name> [--singular <name>]: makes a whole feature in the house's shape (decision 058,
// CONTRIBUTING.md "Adding a module") from the folders in templates/, one per side:
//   templates/module/      -> apps/api/src/modules/<name>/   tables, repo, service factory, routes, index, test
//   templates/api-test/    -> apps/api/test/                 the routes through app.inject
//   templates/shared/      -> packages/shared/src/           shared schemas, and contract/<name>.ts (decision 056)
//   templates/web-feature/ -> apps/web/src/features/<name>/  api (contract calls, one keys object), page, test
//   templates/web-route/   -> apps/web/src/app/routes/       the page's route component
// The templates' feature is "sample-items"; every spelling of that name (file names and text) becomes the new
// one's. It registers the new files in the lists that have a stable place (the shared index, the contract's
// index, db/schema.ts) and prints the steps that need a person (the migration, app.ts, the web router).
// --root <dir> writes into another copy of the tree (the generator's test); --no-format skips Biome.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const templates = path.join(repoRoot, 'templates');

function fail(message) {
  console.error(message);
  process.exit(1);
}

// ------------------------------------------------------------------ arguments
const args = process.argv.slice(2);
const option = (flag) => {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) fail(`${flag} needs a value.`);
  args.splice(at, 2);
  return value;
};
const root = path.resolve(option('--root') ?? repoRoot);
const singularArg = option('--singular');
const format = !args.includes('--no-format');
const [name = ''] = args.filter((a) => a !== '--no-format');
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
if (!KEBAB.test(name) || (singularArg !== undefined && !KEBAB.test(singularArg)))
  fail(
    'Usage: npm run new-module -- <name> [--singular <name>]\n' +
      '  <name>: kebab-case, plural as its table (parts-orders, warranty-claims).\n' +
      '  --singular: one record, when dropping the plural ending gets it wrong (--singular parts-order).',
  );

// ------------------------------------------------------------------ names
const words = name.split('-');
/** One record (the view type, the add schema, the key object): the last word made singular. */
function singularOf(word) {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
const singularWords = singularArg
  ? singularArg.split('-')
  : [...words.slice(0, -1), singularOf(words.at(-1))];
const pascal = (w) => w.map((x) => x[0].toUpperCase() + x.slice(1)).join('');
const camel = (w) => w[0] + pascal(w.slice(1));
const sentence = (w) => {
  const text = w.join(' ');
  return text[0].toUpperCase() + text.slice(1);
};
const upper = (w) => w.join('_').toUpperCase();

// Longest first, plural before singular (SampleItems before SampleItem): each is replaced in turn.
const spellings = [
  ['sample-items', name],
  ['sample_items', words.join('_')],
  ['SAMPLE_ITEMS', upper(words)],
  ['sampleItems', camel(words)],
  ['SampleItems', pascal(words)],
  ['Sample items', sentence(words)],
  ['sample items', words.join(' ')],
  ['sample-item', singularWords.join('-')],
  ['SAMPLE_ITEM', upper(singularWords)],
  ['sampleItem', camel(singularWords)],
  ['SampleItem', pascal(singularWords)],
  ['Sample item', sentence(singularWords)],
  ['sample item', singularWords.join(' ')],
];
const rename = (text) => spellings.reduce((t, [from, to]) => t.split(from).join(to), text);

// ------------------------------------------------------------------ the files
const PARTS = [
  { from: 'module', to: `apps/api/src/modules/${name}` },
  { from: 'api-test', to: 'apps/api/test' },
  { from: 'shared', to: 'packages/shared/src' },
  { from: 'web-feature', to: `apps/web/src/features/${name}` },
  { from: 'web-route', to: 'apps/web/src/app/routes' },
];

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

const planned = PARTS.flatMap(({ from, to }) => {
  const dir = path.join(templates, from);
  return filesUnder(dir).map((file) => ({
    text: rename(fs.readFileSync(file, 'utf8')),
    out: path.join(root, to, rename(path.relative(dir, file))),
  }));
});
const taken = planned.filter(({ out }) => fs.existsSync(out)).map(({ out }) => path.relative(root, out));
if (fs.existsSync(path.join(root, 'apps/api/src/modules', name)))
  taken.unshift(`apps/api/src/modules/${name}`);
if (taken.length) fail(`"${name}" is taken; these already exist:\n${taken.map((f) => `  ${f}`).join('\n')}`);

// ------------------------------------------------------------------ the lists it registers in
const API = `${upper(words)}_API`;
const byKey = (a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * Inserts `line` at its sorted place among the lines `inList` accepts: in the whole file, or between the
 * line `start` accepts and the next line `end` accepts. Null when the list is not there (then the step is
 * printed instead): a list that changed its shape is not guessed at.
 */
function insertLine(text, { start, end, inList = (l) => l.trim() !== '', line }) {
  const lines = text.split('\n');
  let from = 0;
  let to = lines.length;
  if (start) {
    const open = lines.findIndex(start);
    const close = lines.findIndex((l, i) => i > open && end(l));
    if (open === -1 || close === -1) return null;
    [from, to] = [open + 1, close];
  }
  const members = [];
  for (let i = from; i < to; i++) if (inList(lines[i])) members.push(i);
  if (members.length === 0) return null;
  const before = members.find((i) => byKey(lines[i].trim(), line.trim()) > 0);
  lines.splice(before ?? members.at(-1) + 1, 0, line);
  return lines.join('\n');
}

const isExportAll = (l) => /^export \* from '/.test(l);
const isImport = (l) => /^import .* from '/.test(l);
const REGISTRATIONS = [
  {
    file: 'packages/shared/src/index.ts',
    what: 'the shared schemas',
    edits: [{ inList: isExportAll, line: `export * from './${name}';` }],
  },
  {
    file: 'packages/shared/src/contract/index.ts',
    what: 'the contract entries',
    edits: [
      { inList: isImport, line: `import { ${API} } from './${name}';` },
      { start: (l) => l === 'export {', end: (l) => l === '};', line: `  ${API},` },
      {
        start: (l) => l.startsWith('export const CONTRACT = {'),
        end: (l) => l === '} as const;',
        line: `  ${camel(words)}: ${API},`,
      },
    ],
  },
  {
    file: 'apps/api/src/db/schema.ts',
    what: 'the tables, for drizzle-kit',
    edits: [
      {
        inList: (l) => isExportAll(l) && l.includes("'../modules/"),
        line: `export * from '../modules/${name}/${name}.tables';`,
      },
    ],
  },
];

/** The file with its lines added (those already there are kept), or null when a list is not found. */
function register({ file, edits }) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return null;
  let text = fs.readFileSync(full, 'utf8');
  for (const edit of edits) {
    if (text.split('\n').some((l) => l.trim() === edit.line.trim())) continue;
    text = insertLine(text, edit);
    if (text === null) return null;
  }
  return text;
}

// Every list is read before anything is written: a list whose shape changed is a printed step instead.
const edited = REGISTRATIONS.map((r) => ({ ...r, text: register(r) }));
const registered = edited.filter((r) => r.text !== null);
const unregistered = edited.filter((r) => r.text === null);

// ------------------------------------------------------------------ write
for (const { out, text } of planned) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, text);
}
for (const { file, text } of edited) if (text !== null) fs.writeFileSync(path.join(root, file), text);

// The new name's length moves line breaks and the import order: let the project's formatter set them.
if (format) {
  const touched = [...planned.map(({ out }) => out), ...registered.map(({ file }) => path.join(root, file))];
  const biome = spawnSync(path.join(repoRoot, 'node_modules/.bin/biome'), ['check', '--write', ...touched], {
    cwd: root,
    encoding: 'utf8',
  });
  if (biome.status !== 0) console.warn(`biome check --write reported:\n${biome.stdout}${biome.stderr}`);
}

// ------------------------------------------------------------------ what is left for a person
const rel = (f) => path.relative(root, f);
const routes = `${camel(words)}Routes`;
const steps = [
  ...unregistered.map(
    ({ file, edits, what }) =>
      `${file} (${what}) did not have the expected list; add by hand:\n${edits.map((e) => `       ${e.line.trim()}`).join('\n')}`,
  ),
  `Shape the feature to the job, on every side at once (the generated ones are a sample: a name per item):
       packages/shared/src/${name}.ts (fields and answers), contract/${name}.ts (calls, one per route),
       modules/${name}/ (tables, repo verbs, the service's rules), the page and the tests.
     Keep the factory's deps to what it uses; a module below is \`Pick<OtherService, 'op'>\` from
     ../<other>/index (wired in modules/${name}/index.ts), a module above a port (CONTRIBUTING.md).`,
  `Make the migration once the table is right (drizzle-kit compares the tables with the last snapshot; no
     database needed), named for what it does as the others are:
       npm run -w apps/api db:generate -- --name ${words.join('_')}
     Check the SQL it wrote in apps/api/drizzle/. Changed the table after? Delete that .sql file and its
     meta/NNNN_snapshot.json, undo its entry in meta/_journal.json, and make it again.`,
  `apps/api/src/app.ts: import { ${routes} } from './modules/${name}/routes';
     and add to the list of modules' routes (a module with a port: hand it in here, decision 058):
       await app.register(${routes}(deps));`,
  `apps/web/src/app/router.tsx, among the signed-in pages (the children of RequireAuth):
       {
         path: '${name}',
         ...page(() => import('./routes/${name}'), '${pascal(words)}Route'),
       },
     and link to it where people will look for it (a menu, the account page).`,
  `Place the module in the order of CONTRIBUTING.md ("Calling another module") and decision 058: in the
     group after the last module its service uses.`,
  `Check:
       npx biome check --write apps/api/src/app.ts apps/web/src/app/router.tsx
       npm run lint && npm run typecheck
       npx vitest run apps/api/src/modules/${name} apps/api/test/${name}.test.ts apps/web/src/features/${name}
       npx vitest run apps/api/test/contract.test.ts apps/api/test/openapi.test.ts`,
];
console.log(`Made the ${name} feature:
${planned.map(({ out }) => `  ${rel(out)}`).join('\n')}
${registered.length ? `Registered in:\n${registered.map(({ file, what }) => `  ${file} (${what})`).join('\n')}\n` : ''}
Next (CONTRIBUTING.md, "Adding a module"):
${steps.map((s, i) => `  ${i + 1}. ${s}`).join('\n')}`);
