import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { UsageError } from './usage';

export interface CliOptions {
  /** [file, proof.json] or [package.zip] */
  positionals: string[];
  key?: string | undefined;
  keyUrl?: string | undefined;
  rpcUrl?: string | undefined;
  tsaCertFile?: string | undefined;
  json: boolean;
  help: boolean;
}

/** Reads the command line; anything wrong with it is a UsageError (exit code 2). */
export function parseCommandLine(args: string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        key: { type: 'string' }, 'key-url': { type: 'string' }, rpc: { type: 'string' }, 'tsa-cert': { type: 'string' },
        json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    throw new UsageError(`命令行参数有误：${(err as Error).message}`, `bad arguments: ${(err as Error).message}`);
  }
  const { values: v, positionals } = parsed;
  const opts: CliOptions = {
    positionals, key: v.key, keyUrl: v['key-url'], rpcUrl: v.rpc, tsaCertFile: v['tsa-cert'], json: v.json ?? false, help: v.help ?? false,
  };
  if (opts.help) return opts;
  if (positionals.length < 1 || positionals.length > 2) {
    throw new UsageError('请给出要核验的文件和 proof.json，或一个证据包（ZIP）', 'give the file to check and its proof.json, or one evidence package (ZIP)');
  }
  if (opts.key !== undefined && opts.keyUrl !== undefined) {
    throw new UsageError('--key 与 --key-url 只能选一个', 'give --key or --key-url, not both');
  }
  if (opts.rpcUrl !== undefined && !/^https?:\/\/\S+$/i.test(opts.rpcUrl)) {
    throw new UsageError(`--rpc 须为 http(s) 网址：${opts.rpcUrl}`, `--rpc must be an http(s) URL: ${opts.rpcUrl}`);
  }
  return opts;
}

/** Reads --tsa-cert and checks that it holds a certificate (pkijs is loaded only then). */
export async function readTsaCert(file: string): Promise<string> {
  let pem: string;
  try {
    pem = fs.readFileSync(file, 'utf8');
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new UsageError(`无法读取证书文件 ${file}（${reason}）`, `cannot read the certificate file ${file} (${reason})`);
  }
  const { certFromPem } = await import('../providers/anchor/tsa-token');
  try {
    certFromPem(pem);
  } catch {
    throw new UsageError(`${file} 不是 PEM 格式的证书`, `${file} is not a PEM certificate`);
  }
  return pem;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A file that must exist before anything is read or fetched. */
export function mustBeFile(file: string, zhWhat: string, enWhat: string): void {
  if (!isFile(file)) throw new UsageError(`找不到${zhWhat} ${file}`, `${enWhat} was not found: ${file}`);
}
