#!/usr/bin/env node
// npm run new-module -- <name>: makes apps/api/src/modules/<name>/ from templates/module/ (decision 058).
// The template's module is "sample-items"; every spelling of that name (file names and text) becomes the
// new module's. Nothing else is touched: the printed steps register the tables and the routes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const templateDir = path.join(root, 'templates/module');
const modulesDir = path.join(root, 'apps/api/src/modules');

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('Usage: npm run new-module -- <name>   (kebab-case, plural as a table: parts-orders)');
  process.exit(1);
}
const target = path.join(modulesDir, name);
if (fs.existsSync(target)) {
  console.error(`apps/api/src/modules/${name} already exists.`);
  process.exit(1);
}

const words = name.split('-');
// The singular names one record (the view type, the add schema): the last word without its plural s.
const last = words.at(-1);
const singularWords = [
  ...words.slice(0, -1),
  last.endsWith('s') && !last.endsWith('ss') ? last.slice(0, -1) : last,
];
const pascal = (w) => w.map((x) => x[0].toUpperCase() + x.slice(1)).join('');
const camel = (w) => w[0] + pascal(w.slice(1));

// Longest first, plural before singular (SampleItems before SampleItem).
const spellings = [
  ['sample-items', name],
  ['sample_items', words.join('_')],
  ['SAMPLE_ITEMS', words.join('_').toUpperCase()],
  ['sampleItems', camel(words)],
  ['SampleItems', pascal(words)],
  ['SampleItem', pascal(singularWords)],
  ['sample items', words.join(' ')],
  ['sample item', singularWords.join(' ')],
];
const rename = (text) => spellings.reduce((t, [from, to]) => t.split(from).join(to), text);

fs.mkdirSync(target, { recursive: true });
const made = [];
for (const file of fs.readdirSync(templateDir).sort()) {
  const text = fs.readFileSync(path.join(templateDir, file), 'utf8');
  const out = path.join(target, rename(file));
  fs.writeFileSync(out, rename(text));
  made.push(path.relative(root, out));
}

// The new name's length moves line breaks and the import order: let the project's formatter set them.
spawnSync(path.join(root, 'node_modules/.bin/biome'), ['check', '--write', target], { stdio: 'ignore' });

const tables = `export * from '../modules/${name}/${name}.tables';`;
console.log(`Made the ${name} module:\n${made.map((f) => `  ${f}`).join('\n')}

Next (CONTRIBUTING.md, "Adding a module"):
  1. apps/api/src/db/schema.ts: add  ${tables}
     then make its migration: npm run -w apps/api db:generate
  2. apps/api/src/app.ts: import { ${camel(words)}Routes } from './modules/${name}/routes';
     and register it in the list: await app.register(${camel(words)}Routes(deps));
  3. Shape the tables, rules and routes to the job; keep the factory's deps to what it uses.
  4. npm run lint && npm run typecheck && npx vitest run apps/api/src/modules/${name}`);
