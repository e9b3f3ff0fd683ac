import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A fresh machine has Node, npm and Debian's base system, nothing else. Every other program the code,
 * the tests or the benchmarks start must be installed by `.ci/run` and named in README's quick start;
 * otherwise CI passes only on a machine that happened to have it (issue 14: `pdftotext` ENOENT).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Programs of Debian's base system or of Node itself: never installed, never named. */
const BASE = new Set(['node', 'npm', 'npx', 'git', 'bash', 'sh', 'id', 'useradd', 'runuser', 'tar', 'unshare']);

/** The Debian package of each program the project starts. A program missing here fails the test. */
const PACKAGE_OF: Record<string, string> = {
  pdftotext: 'poppler-utils',
  pdftoppm: 'poppler-utils',
  pdfinfo: 'poppler-utils',
  pdfsig: 'poppler-utils',
  pdffonts: 'poppler-utils',
  pdfimages: 'poppler-utils',
  qpdf: 'qpdf',
  psql: 'postgresql',
  initdb: 'postgresql',
  pg_ctl: 'postgresql',
  chromium: 'chromium',
  openssl: 'openssl',
  curl: 'curl',
  ffmpeg: 'ffmpeg',
  // ffprobe comes with Debian's ffmpeg (the session tests and benchmark read the recording's frames with it)
  ffprobe: 'ffmpeg',
  traceroute: 'traceroute',
};

const CALL = /\b(?:execFileSync|execFile|spawnSync|spawn|execSync|execa)\(\s*['"`]([A-Za-z0-9_./-]+)/g;

function trackedSources(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], { cwd: repoRoot, encoding: 'utf8' });
  return out.split('\0').filter((f) => f && !f.includes('node_modules/'));
}

export function programsStarted(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of trackedSources()) {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const match of text.matchAll(CALL)) {
      const program = path.basename(match[1]!.split(' ')[0]!);
      if (BASE.has(program)) continue;
      found.set(program, [...(found.get(program) ?? []), file]);
    }
  }
  return found;
}

describe('system programs on a fresh machine', () => {
  const ciRun = readFileSync(path.join(repoRoot, '.ci/run'), 'utf8');
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 5));
  const programs = programsStarted();

  it('finds the programs the tests start (the scan itself works)', () => {
    expect(programs.has('pdftotext')).toBe(true);
  });

  for (const [program, files] of programs) {
    it(`${program} (started in ${files[0]}) has a known Debian package`, () => {
      expect(PACKAGE_OF[program], `add ${program} to PACKAGE_OF, .ci/run and README`).toBeDefined();
    });
    const pkg = PACKAGE_OF[program];
    if (!pkg) continue;
    it(`.ci/run installs ${pkg} for ${program}`, () => {
      expect(ciRun).toMatch(new RegExp(`missing\\+=\\(${pkg.replace(/[-.]/g, '\\$&')}\\)`));
    });
    it(`README's quick start names ${pkg}`, () => {
      expect(quickStart).toContain(`\`${pkg}\``);
    });
  }
});
