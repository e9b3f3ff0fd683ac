/**
 * `npm run verify -- <file> <proof.json> [options]` or `npm run verify -- <package.zip> [options]`:
 * checks, without trusting the platform, that a file is the one recorded in the evidence ledger.
 * Exit code: 0 every step passed against the notary's published key, 1 a step failed (or could not be
 * completed), 2 wrong use, 3 every step passed but no published key was given (--key / --key-url), so
 * nothing is verified (decision 163).
 * See docs/verify.md.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openEvidencePackage } from './evidence-package';
import { hashFile } from './hash-file';
import { mustBeFile, parseCommandLine, readTsaCert, type CliOptions } from './options';
import { formatJson, formatText, type Subject } from './print';
import { readProofFile } from './read-proof';
import { fetchWaczKey, trustedKey } from './trusted-key';
import { EXIT_KEY_NOT_PINNED, USAGE, UsageError } from './usage';
import { verifyEvidence, type EvidenceInput, type EvidenceResult } from './verify-evidence';
import { waczStep } from './wacz-step';

async function check(opts: CliOptions): Promise<{ subject: Subject; result: EvidenceResult }> {
  const [first, second] = opts.positionals as [string, string | undefined];
  if (second !== undefined) {
    mustBeFile(first, '要核验的文件', 'the file to check');
    mustBeFile(second, '证明文件', 'the proof file');
  } else mustBeFile(first, '证据包', 'the evidence package');
  const common: Omit<EvidenceInput, 'bundle' | 'hashes'> = {
    trustedKey: await trustedKey(opts),
    rpcUrl: opts.rpcUrl,
    tsaCertPem: opts.tsaCertFile === undefined ? undefined : await readTsaCert(opts.tsaCertFile),
  };
  if (second !== undefined) {
    const bundle = readProofFile(second);
    const hashes = await hashFile(first);
    return { subject: { file: first, proof: second }, result: await verifyEvidence({ ...common, bundle, hashes }) };
  }
  const pkg = await openEvidencePackage(first);
  const result = await verifyEvidence({ ...common, bundle: pkg.bundle, hashes: pkg.original?.hashes ?? null, before: [pkg.step] });
  // a web capture's or session's package: the WACZ's own digests and signature after the ledger's steps
  const isWacz = pkg.original?.matched === true && /\.wacz$/i.test(pkg.original.name);
  const published = isWacz && opts.keyUrl !== undefined ? await fetchWaczKey(opts.keyUrl) : undefined;
  const wacz = isWacz && pkg.original ? await waczStep(first, pkg.original.name, published) : null;
  if (wacz) result.steps.push(wacz);
  return { subject: { package: first }, result: wacz ? { ...result, ok: result.ok && wacz.ok } : result };
}

/** Where the report and the errors go (the console; tests pass their own). */
export interface Output {
  log(text: string): void;
  error(text: string): void;
}

/** Runs the verifier on `args` (the words after the script name) and answers the exit code. */
export async function main(args: string[], out: Output = console): Promise<number> {
  let opts: CliOptions | undefined;
  try {
    opts = parseCommandLine(args);
    if (opts.help) {
      out.log(USAGE);
      return 0;
    }
    const { subject, result } = await check(opts);
    out.log(opts.json ? formatJson(subject, result) : formatText(subject, result));
    if (!result.ok) return 1;
    return result.keyPinned ? 0 : EXIT_KEY_NOT_PINNED;
  } catch (err) {
    if (err instanceof UsageError) {
      if (opts?.json) out.log(JSON.stringify({ ok: false, usageError: { zh: err.zh, en: err.en } }, null, 2));
      out.error(`${err.zh}\n${err.en}\n\n${USAGE}`);
      return 2;
    }
    // Not the user's fault and not a verdict on the evidence: the check could not be completed.
    out.error(`核验无法完成（内部错误）/ the check could not be completed (internal error):\n${(err as Error).stack ?? String(err)}`);
    return 1;
  }
}

/** Run only as the command (`tsx main.ts …`), not when a test imports main(). */
function invokedDirectly(): boolean {
  try {
    return process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) process.exitCode = await main(process.argv.slice(2));
