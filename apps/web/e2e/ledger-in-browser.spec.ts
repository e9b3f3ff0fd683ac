import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { test, expect } from './support/fixtures';

/**
 * The ledger's verification code must run in a browser, without our server's help: bundle
 * packages/ledger for the browser (a Node-only import would fail the bundle), load it into a page
 * of the running platform, open the live signed checkpoint with the published key, and check a
 * proof.json (and a tampered copy) inside Chromium.
 */
const ledgerEntry = fileURLToPath(new URL('../../../packages/ledger/src/index.ts', import.meta.url));
const exampleProof = fileURLToPath(new URL('../../../packages/ledger/test/fixtures/example-proof.json', import.meta.url));

interface Step { id: string; ok: boolean; zh: string }
/** The part of packages/ledger this test calls, as the browser bundle exposes it. */
interface LedgerGlobal {
  openNote(note: string, key: string): { checkpoint: { size: number; rootHash: Uint8Array } };
  toHex(bytes: Uint8Array): string;
  parseProofBundle(json: unknown): unknown;
  verifyProofBundle(bundle: unknown): Step[];
}

test('packages/ledger verifies checkpoints and proof.json inside the browser', async ({ page }) => {
  const bundled = await build({
    entryPoints: [ledgerEntry],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'EvidenceLedger',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    // evaluated inside a function by the test channel: publish the namespace on the window
    footer: { js: 'globalThis.EvidenceLedger = EvidenceLedger;' },
  });
  const script = bundled.outputFiles[0]!.text;
  const proof = JSON.parse(readFileSync(exampleProof, 'utf8')) as Record<string, unknown>;

  await page.goto('/');
  // the page's CSP allows no inline scripts; evaluate the bundle through the test channel instead
  await page.evaluate(script);

  const live = await page.evaluate(async () => {
    const L = (window as unknown as { EvidenceLedger: LedgerGlobal }).EvidenceLedger;
    const key = ((await (await fetch('/api/ledger/publicKey')).json()) as { data: { verifierKey: string } }).data.verifierKey;
    const note = await (await fetch('/api/ledger/checkpoint')).text();
    const { checkpoint } = L.openNote(note, key);
    let forgedRejected = false;
    try {
      L.openNote(note.replace(/\n(\d+)\n/, (_m, n: string) => `\n${Number(n) + 1}\n`), key);
    } catch {
      forgedRejected = true;
    }
    return { size: checkpoint.size, root: L.toHex(checkpoint.rootHash), forgedRejected };
  });
  expect(live.size).toBeGreaterThanOrEqual(0);
  expect(live.root).toMatch(/^[0-9a-f]{64}$/);
  expect(live.forgedRejected).toBe(true);

  const outcome = await page.evaluate((json) => {
    const L = (window as unknown as { EvidenceLedger: LedgerGlobal }).EvidenceLedger;
    const good = L.verifyProofBundle(L.parseProofBundle(json));
    const tampered = structuredClone(json) as { leaf: { sha256: string } };
    tampered.leaf.sha256 = tampered.leaf.sha256.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const bad = L.verifyProofBundle(L.parseProofBundle(tampered));
    return { good, bad };
  }, proof);
  expect(outcome.good.every((s) => s.ok)).toBe(true);
  expect(outcome.good.map((s) => s.id)).toContain('checkpoint-signature');
  const firstFailure = outcome.bad.find((s) => !s.ok);
  expect(firstFailure?.id).toBe('checkpoint-root');
});
