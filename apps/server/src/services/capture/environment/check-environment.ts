import os from 'node:os';
import { cachedSha256, runningBrowserExecutable, versionText } from './browser-binary';
import { checkItems } from './check-items';
import { clockOffset, type TsaClockSource } from './clock-offset';
import { dnsFacts } from './dns-facts';
import { inspectBrowser, type CdpLike } from './inspect-browser';
import { proxyFacts } from './proxy-facts';
import { RESOLVER_FILES, hostsLinesFor, readFileFact } from './system-files';
import type { EnvironmentReport } from './types';

export interface EnvironmentInput {
  /** the executable path given to playwright-core */
  launcher: string;
  args: string[];
  /** the job's --user-data-dir */
  userDataDir: string;
  /** whether that directory was empty when the browser was launched */
  profileFresh: boolean;
  /** a browser-level CDP session of the launched browser */
  cdp: CdpLike;
  /** the host the capture will visit (null: a session that has no single target yet) */
  targetHost: string | null;
  tsa: TsaClockSource | null;
  /** the egress guard's proxy URL when the browser goes out through it */
  egressGuard?: string;
  env?: Record<string, string | undefined>;
  now?: () => number;
}

async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch {
    return null;
  }
}

/**
 * Runs the clean-environment check after the browser started and before it visits anything: every
 * fact is measured here (nothing is assumed from configuration), then judged by checkItems.
 */
export async function checkEnvironment(input: EnvironmentInput): Promise<EnvironmentReport> {
  const now = input.now ?? Date.now;
  const [version, launcherSha256, executable, seen, files, dns, clock] = await Promise.all([
    orNull(versionText(input.launcher)),
    orNull(cachedSha256(input.launcher)),
    runningBrowserExecutable(input.userDataDir),
    orNull(inspectBrowser(input.cdp)),
    Promise.all(RESOLVER_FILES.map(readFileFact)),
    input.targetHost ? dnsFacts(input.targetHost) : Promise.resolve(null),
    input.tsa ? clockOffset(input.tsa, now) : Promise.resolve(null),
  ]);
  const executableSha256 = executable ? await orNull(cachedSha256(executable)) : null;
  const hosts = files.find((f) => f.path === '/etc/hosts')?.content ?? '';
  const facts = {
    v: 1 as const,
    checkedAt: new Date(now()).toISOString(),
    host: { platform: os.platform(), release: os.release(), node: process.version, hostname: os.hostname() },
    browser: {
      launcher: input.launcher,
      launcherSha256,
      executable,
      executableSha256,
      versionText: version,
      product: seen?.product ?? null,
      userAgent: seen?.userAgent ?? null,
      args: input.args,
      profileFresh: input.profileFresh,
      extensions: seen ? seen.extensions : ['（无法通过 CDP 列出）'],
    },
    proxy: proxyFacts(input.env ?? process.env, input.args, input.egressGuard),
    files,
    hostsOverrides: input.targetHost ? hostsLinesFor(hosts, input.targetHost) : [],
    clock,
    dns,
  };
  const items = checkItems(facts);
  return { ...facts, items, passed: items.every((i) => i.ok), clean: items.every((i) => i.ok || !i.critical) };
}
