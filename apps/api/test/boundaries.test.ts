import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The module boundaries are kept by lint (biome.json, overrides with noRestrictedImports; decision 010).
 * This runs Biome with the project's own configuration on a small tree of fixture files laid out like
 * apps/api/src, and checks which imports it refuses.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-boundaries-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
delete config.$schema;
config.vcs = { enabled: false };
fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));

/** file (under apps/api/src) -> its one import line; the file exports what it imports so nothing is unused. */
const cases: Record<string, { line: string; refused: boolean }> = {
  'modules/garage/ok.service.ts': { line: "import { repo } from './garage.repo';", refused: false },
  'modules/garage/ok-index.service.ts': { line: "import { repo } from '../vehicles/index';", refused: false },
  'modules/garage/ok-lib.service.ts': { line: "import { repo } from '../../lib/errors';", refused: false },
  'modules/garage/ok.repo.ts': { line: "import { repo } from 'drizzle-orm';", refused: false },
  'modules/garage/ok-own.repo.ts': { line: "import { repo } from './garage.tables';", refused: false },
  'modules/garage/ok-fk.tables.ts': {
    line: "import { repo } from '../accounts/accounts.tables';",
    refused: false,
  },
  'app.ts': { line: "import { repo } from './modules/garage/index';", refused: false },
  'app-routes.ts': { line: "import { repo } from './modules/garage/routes';", refused: false },
  'modules/garage/other-routes.service.ts': {
    line: "import { repo } from '../vehicles/routes';",
    refused: true,
  },
  'modules/garage/ok-other.routes.ts': { line: "import { repo } from '../accounts/routes';", refused: false },
  'modules/garage/ok-index.routes.ts': { line: "import { repo } from '../accounts/index';", refused: false },
  'modules/garage/deep-other.routes.ts': {
    line: "import { repo } from '../accounts/auth.routes';",
    refused: true,
  },
  'modules/garage/routes-table.routes.ts': {
    line: "import { repo } from '../accounts/accounts.tables';",
    refused: true,
  },
  'lib/routes.ts': { line: "import { repo } from '../modules/garage/garage.routes';", refused: true },
  'modules/garage/deep.service.ts': {
    line: "import { repo } from '../vehicles/vehicles.repo';",
    refused: true,
  },
  'modules/garage/deep.repo.ts': { line: "import { repo } from '../vehicles/vehicles.repo';", refused: true },
  'modules/garage/sql.service.ts': { line: "import { repo } from 'drizzle-orm';", refused: true },
  'modules/garage/sql.routes.ts': { line: "import { repo } from '../../db/rows';", refused: true },
  'modules/garage/schema.service.ts': { line: "import { repo } from '../../db/schema';", refused: true },
  'modules/garage/pool.service.ts': { line: "import repo from 'pg';", refused: true },
  'modules/garage/own-table.service.ts': { line: "import { repo } from './garage.tables';", refused: true },
  'modules/garage/other-table.repo.ts': {
    line: "import { repo } from '../accounts/accounts.tables';",
    refused: true,
  },
  'modules/garage/schema.repo.ts': { line: "import { repo } from '../../db/schema';", refused: true },
  'modules/garage/app.routes.ts': { line: "import { repo } from '../../app';", refused: true },
  'app-deep.ts': { line: "import { repo } from './modules/garage/garage.repo';", refused: true },
  'lib/deep.ts': { line: "import { repo } from '../modules/garage/garage.service';", refused: true },
};
for (const [file, { line }] of Object.entries(cases)) {
  const full = path.join(dir, 'apps/api/src', file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, `${line}\n\nexport const used = repo;\n`);
}
// Modules depend one way (decision 058): two indexes that import each other are a cycle lint refuses; a
// type-only import erases at compile time and is not one.
const cycleFiles: Record<string, string> = {
  'modules/ring-a/index.ts': "import { b } from '../ring-b/index';\n\nexport const a = () => b;\n",
  'modules/ring-b/index.ts': "import { a } from '../ring-a/index';\n\nexport const b = () => a;\n",
  'modules/typed-a/index.ts': "import type { B } from '../typed-b/index';\n\nexport type A = B | 1;\n",
  'modules/typed-b/index.ts':
    "import { type A, a } from '../typed-c/index';\n\nexport type B = A;\nexport const b = a;\n",
  'modules/typed-c/index.ts':
    "import type { B } from '../typed-a/index';\n\nexport type A = B | 2;\nexport const a = 1;\n",
};
for (const [file, text] of Object.entries(cycleFiles)) {
  const full = path.join(dir, 'apps/api/src', file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

describe('module boundaries (lint)', () => {
  const run = spawnSync(biome, ['lint', '--max-diagnostics=200', '.'], { cwd: dir, encoding: 'utf8' });
  const output = `${run.stdout}\n${run.stderr}`;
  const refused = new Set(
    [...output.matchAll(/apps\/api\/src\/(\S+?):\d+:\d+ lint\/style\/noRestrictedImports/g)].map((m) => m[1]),
  );

  it.each(Object.entries(cases))('%s: %s', (file, { refused: expected }) => {
    expect(refused.has(file), output).toBe(expected);
  });

  it('refuses an import cycle, not a cycle made only of type imports', () => {
    const cycles = new Set(
      [...output.matchAll(/apps\/api\/src\/(\S+?):\d+:\d+ lint\/suspicious\/noImportCycles/g)].map(
        (m) => m[1],
      ),
    );
    expect([...cycles].sort(), output).toEqual(['modules/ring-a/index.ts', 'modules/ring-b/index.ts']);
  });
});
