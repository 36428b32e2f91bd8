import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The module generator (scripts/new-module.js), run into a throwaway copy of the files it reads and edits
 * (--root): every template file lands where it belongs with every spelling of "sample-items" replaced, the
 * lists with a stable place get their line, and the rest is printed. No typecheck here (too slow for a unit
 * test): the trial in CONTRIBUTING.md is the check that the made feature compiles and passes.
 */
const repo = path.resolve(import.meta.dirname, '..');
const LISTS = [
  'packages/shared/src/index.ts',
  'packages/shared/src/contract/index.ts',
  'apps/api/src/db/schema.ts',
];
const roots: string[] = [];

function tree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-module-'));
  roots.push(root);
  for (const file of ['biome.json', ...LISTS]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(root, file));
  }
  fs.writeFileSync(path.join(root, '.gitignore'), ''); // Biome reads the ignore file (biome.json's vcs)
  return root;
}

function generate(root: string, ...args: string[]) {
  const run = spawnSync(
    process.execPath,
    [path.join(repo, 'scripts/new-module.js'), ...args, '--root', root],
    {
      encoding: 'utf8',
    },
  );
  return { status: run.status, out: run.stdout + run.stderr };
}

const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const MADE = [
  'apps/api/src/modules/warranty-claims/index.ts',
  'apps/api/src/modules/warranty-claims/routes.ts',
  'apps/api/src/modules/warranty-claims/warranty-claims.repo.ts',
  'apps/api/src/modules/warranty-claims/warranty-claims.routes.ts',
  'apps/api/src/modules/warranty-claims/warranty-claims.schemas.ts',
  'apps/api/src/modules/warranty-claims/warranty-claims.service.ts',
  'apps/api/src/modules/warranty-claims/warranty-claims.tables.ts',
  'apps/api/src/modules/warranty-claims/warranty-claims.test.ts',
  'apps/api/test/warranty-claims.test.ts',
  'packages/shared/src/warranty-claims.ts',
  'packages/shared/src/contract/warranty-claims.ts',
  'apps/web/src/features/warranty-claims/index.ts',
  'apps/web/src/features/warranty-claims/api/warranty-claims-api.ts',
  'apps/web/src/features/warranty-claims/components/warranty-claims-page.tsx',
  'apps/web/src/features/warranty-claims/components/warranty-claims-page.test.tsx',
  'apps/web/src/app/routes/warranty-claims.tsx',
];

describe('npm run new-module', () => {
  it('makes every side of the feature, with every spelling of the name replaced', () => {
    const root = tree();
    const { status, out } = generate(root, 'warranty-claims');
    expect(status, out).toBe(0);
    const made = filesUnder(root)
      .map((f) => path.relative(root, f))
      .filter((f) => !LISTS.includes(f) && f !== 'biome.json' && f !== '.gitignore');
    expect(made.sort()).toEqual([...MADE].sort());
    for (const file of MADE) expect(read(root, file), file).not.toMatch(/sample/i);

    // Each spelling, where the house's conventions put it.
    expect(read(root, 'packages/shared/src/contract/warranty-claims.ts')).toContain(
      "export const WARRANTY_CLAIMS_API = {\n  /** List the caller's warranty claims, a page at a time */\n  getWarrantyClaims: {",
    );
    expect(read(root, 'packages/shared/src/contract/warranty-claims.ts')).toContain(
      "path: '/api/warranty-claims/{id}', answer: 'WarrantyClaimSchema'",
    );
    expect(read(root, 'packages/shared/src/warranty-claims.ts')).toContain(
      'export const AddWarrantyClaimSchema',
    );
    const tables = read(root, 'apps/api/src/modules/warranty-claims/warranty-claims.tables.ts');
    expect(tables).toContain("export const warrantyClaims = pgTable(\n  'warranty_claims',");
    expect(read(root, 'apps/api/src/modules/warranty-claims/index.ts')).toContain(
      'export const warrantyClaims = createWarrantyClaimsService({ repo });',
    );
    const routes = read(root, 'apps/api/src/modules/warranty-claims/warranty-claims.routes.ts');
    expect(routes).toContain('...at(WARRANTY_CLAIMS_API.getWarrantyClaims),');
    expect(routes).toContain('...at(WARRANTY_CLAIMS_API.archiveWarrantyClaim),');
    expect(routes).not.toMatch(/app\.(get|post|put|delete)\(/);
    expect(read(root, 'apps/web/src/features/warranty-claims/api/warranty-claims-api.ts')).toContain(
      'export const warrantyClaimKeys = {',
    );
    expect(read(root, 'apps/web/src/app/routes/warranty-claims.tsx')).toContain('title="Warranty claims"');

    // Formatted by the project's Biome (single quotes, two spaces), not Biome's defaults.
    expect(read(root, 'packages/shared/src/warranty-claims.ts')).toMatch(/^import { z } from 'zod';/);
  });

  it('registers the new files in the lists with a stable place, once, and prints the steps left', () => {
    const root = tree();
    const { out } = generate(root, 'warranty-claims');
    const added = (file: string) => {
      const before = new Set(read(repo, file).split('\n'));
      return read(root, file)
        .split('\n')
        .filter((line) => !before.has(line));
    };
    expect(added('packages/shared/src/index.ts')).toEqual(["export * from './warranty-claims';"]);
    expect(added('apps/api/src/db/schema.ts')).toEqual([
      "export * from '../modules/warranty-claims/warranty-claims.tables';",
    ]);
    expect(added('packages/shared/src/contract/index.ts')).toEqual([
      "import { WARRANTY_CLAIMS_API } from './warranty-claims';",
      '  WARRANTY_CLAIMS_API,',
      '  warrantyClaims: WARRANTY_CLAIMS_API,',
    ]);
    // In order: the contract's CONTRACT object keeps its domains alphabetical, warranty claims among them.
    const contractIndex = read(root, 'packages/shared/src/contract/index.ts');
    const domains = [...contractIndex.matchAll(/^ {2}(\w+): [A-Z_]+_API,$/gm)].map((m) => m[1]);
    expect(domains).toContain('warrantyClaims');
    expect(domains).toEqual([...domains].sort());
    expect(out).toContain('npm run -w apps/api db:generate -- --name warranty_claims');
    expect(out).toContain("import { warrantyClaimsRoutes } from './modules/warranty-claims/routes';");
    expect(out).toContain('await app.register(warrantyClaimsRoutes(deps));');
    expect(out).toContain(
      "path: 'warranty-claims',\n         ...page(() => import('./routes/warranty-claims'), 'WarrantyClaimsRoute'),",
    );
  });

  it('prints the line to add when a list is not where it was, and writes nothing half-way', () => {
    const root = tree();
    const contract = path.join(root, 'packages/shared/src/contract/index.ts');
    const changed = read(root, 'packages/shared/src/contract/index.ts').replace(
      'export const CONTRACT',
      'const ALL',
    );
    fs.writeFileSync(contract, changed);
    const { status, out } = generate(root, 'warranty-claims', '--no-format');
    expect(status).toBe(0);
    expect(out).toContain(
      'packages/shared/src/contract/index.ts (the contract entries) did not have the expected list',
    );
    expect(out).toContain("import { WARRANTY_CLAIMS_API } from './warranty-claims';");
    expect(read(root, 'packages/shared/src/contract/index.ts')).toBe(changed);
  });

  it('refuses a name that is taken or not kebab-case, writing nothing', () => {
    const root = tree();
    expect(generate(root, 'warranty-claims', '--no-format').status).toBe(0);
    const again = generate(root, 'warranty-claims', '--no-format');
    expect(again.status).toBe(1);
    expect(again.out).toContain('"warranty-claims" is taken');
    expect(read(root, 'packages/shared/src/index.ts').match(/warranty-claims/g)).toHaveLength(1);

    const bad = generate(root, 'WarrantyClaims');
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('Usage: npm run new-module');
  });

  it('names one record by the singular (batteries: Battery), or as --singular says', () => {
    const root = tree();
    generate(root, 'batteries', '--no-format');
    expect(read(root, 'packages/shared/src/batteries.ts')).toContain('export const BatterySchema');
    generate(root, 'service-data', '--singular', 'service-datum', '--no-format');
    expect(read(root, 'packages/shared/src/service-data.ts')).toContain('export const ServiceDatumSchema');
  });
});
