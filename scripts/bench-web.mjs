#!/usr/bin/env node
/**
 * First-load weight of each page of the web app, from the Vite manifest of `npm run build`.
 * For a route module that is everything the browser must fetch before the page renders: the entry
 * chunk and its static imports, plus the route chunk and its static imports (deduplicated), with
 * their CSS. Each file is gzipped on its own (level 9), as a server would send it.
 * Fails if the login page, the first page most users see, exceeds its budget.
 *
 * Usage: node scripts/bench-web.mjs [distDir]   (default apps/web/dist)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET_KB = 300;
const distDir = process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const manifestPath = join(distDir, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}. Run \`npm run build\` first (the web build needs build.manifest: true).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Manifest keys of `key` and everything it imports statically, each once. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipCache = new Map();
const gzipKb = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024);
  return gzipCache.get(file);
};

/** Gzipped KB of the JS and CSS files of a set of manifest chunks; a file shared by two chunks counts once. */
function weigh(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  return { js: sum(js), css: sum(css) };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].src === 'index.html')
  ?? Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error(`No entry chunk in ${manifestPath}.`);
  process.exit(1);
}
const entryKeys = staticClosure(entryKey);
const routeKeys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && manifest[key].src?.startsWith('src/routes/'))
  .sort();

const rows = [{ name: `${entryKey} (entry alone)`, ...weigh(entryKeys) }];
for (const key of routeKeys) rows.push({ name: manifest[key].src, ...weigh(staticClosure(key, new Set(entryKeys))) });

const width = Math.max(...rows.map((row) => row.name.length), 'route module'.length);
const kb = (value) => value.toFixed(1).padStart(9);
console.log(`${'route module'.padEnd(width)}  ${'JS KB'.padStart(9)}  ${'CSS KB'.padStart(9)}  ${'KB gzip'.padStart(9)}`);
for (const row of rows) console.log(`${row.name.padEnd(width)}  ${kb(row.js)}  ${kb(row.css)}  ${kb(row.js + row.css)}`);
console.log(`(first load = entry + route, static imports included, each file gzip -9; 1 KB = 1024 bytes)`);

const login = rows.find((row) => row.name.includes('routes/login'));
if (!login) {
  console.error('\nNo route module under src/routes/login in the manifest, so the login budget cannot be checked.');
  process.exit(1);
}
const loginKb = login.js + login.css;
const verdict = loginKb > LOGIN_BUDGET_KB ? 'OVER BUDGET' : 'within budget';
console.log(`\nLogin page first load: ${loginKb.toFixed(1)} KB gzip; budget ${LOGIN_BUDGET_KB} KB: ${verdict}.`);
if (loginKb > LOGIN_BUDGET_KB) process.exit(1);
