import { parseVerifierKey } from '@evidence/ledger';
import { UsageError } from './usage';

/** The key the bundle's key must equal. */
export interface TrustedKey {
  key: string;
  /** the URL it was fetched from (--key-url), shown in the verifier-key step; undefined for --key */
  fetchedFrom?: string;
}

const FETCH_TIMEOUT_MS = 15_000;

function checked(key: string, zhWhere: string, enWhere: string): string {
  try {
    parseVerifierKey(key);
  } catch {
    throw new UsageError(`${zhWhere}不是有效的验签公钥（格式：名称+密钥编号+base64）`, `${enWhere} is not a valid verifier key (name+keyid+base64)`);
  }
  return key.trim();
}

/** `<base>/api/ledger/publicKey`, answered as the platform envelope {code: 200, msg, data: {verifierKey, origin}}. */
export async function fetchVerifierKey(base: string): Promise<TrustedKey> {
  let url: URL;
  try {
    url = new URL(`${base.replace(/\/+$/, '')}/api/ledger/publicKey`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
  } catch {
    throw new UsageError(`--key-url 须为 http(s) 网址：${base}`, `--key-url must be an http(s) URL: ${base}`);
  }
  const body = await fetchJson(url, '公钥', 'the verifier key');
  const envelope = body as { code?: unknown; data?: { verifierKey?: unknown; origin?: unknown } } | null;
  const key = envelope?.data?.verifierKey;
  if (envelope?.code !== 200 || typeof key !== 'string') {
    throw new UsageError(`${url.href} 没有返回公钥`, `${url.href} did not answer a verifier key`);
  }
  const trusted = checked(key, `${url.href} 返回的公钥`, `the key from ${url.href}`);
  const origin = envelope.data?.origin;
  if (typeof origin === 'string' && origin !== parseVerifierKey(trusted).name) {
    throw new UsageError(`${url.href} 返回的公钥名称与其 origin（${origin}）不符`, `the key from ${url.href} is not named after its origin (${origin})`);
  }
  return { key: trusted, fetchedFrom: url.href };
}

/** From --key (checked here) or --key-url (fetched); undefined when neither is given. */
export async function trustedKey(opts: { key?: string | undefined; keyUrl?: string | undefined }): Promise<TrustedKey | undefined> {
  if (opts.key !== undefined) return { key: checked(opts.key, '--key ', '--key') };
  if (opts.keyUrl !== undefined) return fetchVerifierKey(opts.keyUrl);
  return undefined;
}

/** The package-signing key `<base>/api/share/waczKey` publishes (decision 644): its fingerprint and where from. */
export interface PublishedWaczKey {
  fingerprint: string;
  fetchedFrom: string;
}

export async function fetchWaczKey(base: string): Promise<PublishedWaczKey> {
  const url = new URL(`${base.replace(/\/+$/, '')}/api/share/waczKey`);
  const body = await fetchJson(url, '打包签名公钥', 'the package-signing key');
  const envelope = body as { code?: unknown; data?: { fingerprint?: unknown } } | null;
  const fingerprint = envelope?.data?.fingerprint;
  if (envelope?.code !== 200 || typeof fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(fingerprint)) {
    throw new UsageError(`${url.href} 没有返回打包签名公钥`, `${url.href} did not answer a package-signing key`);
  }
  return { fingerprint, fetchedFrom: url.href };
}

/** GET a JSON answer; a network failure or a body that is no JSON is a usage error naming what was fetched. */
async function fetchJson(url: URL, zhWhat: string, enWhat: string): Promise<unknown> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return await res.json();
  } catch (err) {
    const reason = (err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : (err as Error).message;
    throw new UsageError(`无法从 ${url.href} 读取${zhWhat}（${reason}）`, `cannot fetch ${enWhat} from ${url.href} (${reason})`);
  }
}
