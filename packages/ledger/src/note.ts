import { ed25519 } from '@noble/curves/ed25519.js';
import { LedgerError } from './errors';
import { equalBytes, fromBase64, fromHex, sha256, toBase64, toHex, utf8 } from './hash';

/**
 * C2SP signed notes (c2sp.org/signed-note) with Ed25519 keys, and tlog checkpoints
 * (c2sp.org/tlog-checkpoint) as their text. Key strings and parsing follow golang.org/x/mod/sumdb/note.
 */

/** Signature type byte of Ed25519 in signed-note key ids and key strings. */
export const ALG_ED25519 = 0x01;
/** Go's sumdb/note refuses notes with more signatures than this; the spec requires at least 16. */
export const MAX_NOTE_SIGNATURES = 100;

export interface SignerKey {
  name: string;
  /** Ed25519 private key: the 32-byte seed of RFC 8032. */
  privateKey: Uint8Array;
  publicKey: Uint8Array;
}
export interface VerifierKey {
  name: string;
  /** First 4 bytes of SHA-256(name ‖ 0x0A ‖ 0x01 ‖ publicKey). */
  keyId: Uint8Array;
  publicKey: Uint8Array;
}
export interface Checkpoint {
  origin: string;
  size: number;
  rootHash: Uint8Array;
  /** Optional extension lines (the spec does not recommend them; this ledger never writes any). */
  extensions?: string[];
}
export interface OpenedNote {
  /** The signed note text, final newline included. */
  body: string;
  checkpoint: Checkpoint;
}

const fail = (en: string, zh: string): never => {
  throw new LedgerError(en, zh);
};
const malformed = (en: string, zh: string): never => fail(`malformed note: ${en}`, `签名笔记格式错误：${zh}`);

// Unicode white space as Go's unicode.IsSpace defines it.
const SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b-\u001f]/;
// With the u flag a surrogate pair is one code point, so this matches only lone surrogates (invalid UTF-16).
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Key names (and so origins we sign) must be non-empty, without Unicode spaces, "+" or control characters. */
export function isValidKeyName(name: string): boolean {
  return typeof name === 'string' && name !== '' && !SPACE.test(name) && !name.includes('+')
    && !CONTROL_EXCEPT_NEWLINE.test(name) && !LONE_SURROGATE.test(name);
}

function checkName(name: string): void {
  if (!isValidKeyName(name)) {
    fail(`invalid key name "${name}": it must be non-empty, without spaces or "+"`, `密钥名称 "${name}" 无效：不能为空，不能含空格或 "+"`);
  }
}

function checkEd25519Key(key: Uint8Array, what: string): void {
  if (!(key instanceof Uint8Array) || key.length !== 32) fail(`${what} must be 32 bytes`, `${what} 必须为 32 字节`);
}

/** SHA-256(name ‖ 0x0A ‖ 0x01 ‖ publicKey)[:4] (c2sp.org/signed-note, "Ed25519 signatures"). */
export function keyId(name: string, publicKey: Uint8Array): Uint8Array {
  checkName(name);
  checkEd25519Key(publicKey, 'public key');
  const n = utf8(name);
  const buf = new Uint8Array(n.length + 2 + 32);
  buf.set(n);
  buf[n.length] = 0x0a;
  buf[n.length + 1] = ALG_ED25519;
  buf.set(publicKey, n.length + 2);
  return sha256(buf).slice(0, 4);
}

export function signerFromPrivateKey(name: string, privateKey: Uint8Array): SignerKey {
  checkName(name);
  checkEd25519Key(privateKey, 'private key');
  return { name, privateKey: privateKey.slice(), publicKey: ed25519.getPublicKey(privateKey) };
}

export function generateSignerKey(name: string): SignerKey {
  checkName(name);
  return signerFromPrivateKey(name, ed25519.utils.randomSecretKey());
}

function withAlg(key: Uint8Array): Uint8Array {
  const out = new Uint8Array(33);
  out[0] = ALG_ED25519;
  out.set(key, 1);
  return out;
}

/** `<name>+<8 hex key id>+<base64(0x01 ‖ public key)>`: the key verifiers are given. */
export function verifierKeyString(name: string, publicKey: Uint8Array): string {
  return `${name}+${toHex(keyId(name, publicKey))}+${toBase64(withAlg(publicKey))}`;
}

/** `PRIVATE+KEY+<name>+<8 hex key id>+<base64(0x01 ‖ 32-byte seed)>`: keep it secret. */
export function signerKeyString(signer: SignerKey): string;
export function signerKeyString(name: string, privateKey: Uint8Array): string;
export function signerKeyString(nameOrSigner: string | SignerKey, privateKey?: Uint8Array): string {
  const s = typeof nameOrSigner === 'string'
    ? signerFromPrivateKey(nameOrSigner, privateKey ?? new Uint8Array(0))
    : signerFromPrivateKey(nameOrSigner.name, nameOrSigner.privateKey);
  return `PRIVATE+KEY+${s.name}+${toHex(keyId(s.name, s.publicKey))}+${toBase64(withAlg(s.privateKey))}`;
}

/** Splits at the first `sep` (Go's `chop`): base64 may itself contain "+". */
function chop(s: string, sep: string): [string, string] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, ''] : [s.slice(0, i), s.slice(i + sep.length)];
}

function decodeKeyParts(name: string, id16: string, key64: string, what: string): { id: Uint8Array; key: Uint8Array } {
  let key: Uint8Array | undefined;
  try {
    key = fromBase64(key64);
  } catch {
    key = undefined;
  }
  if (!isValidKeyName(name) || !/^[0-9a-f]{8}$/.test(id16) || !key || key.length === 0) {
    fail(`malformed ${what}`, `${what === 'verifier key' ? '验证公钥' : '签名私钥'}格式错误`);
  }
  if (key![0] !== ALG_ED25519) fail(`${what}: unknown signature algorithm`, '未知的签名算法');
  if (key!.length !== 33) fail(`malformed ${what}: an Ed25519 key has 32 bytes`, 'Ed25519 密钥应为 32 字节');
  return { id: fromHex(id16), key: key!.slice(1) };
}

export function parseVerifierKey(text: string): VerifierKey {
  if (typeof text !== 'string') fail('verifier key must be a string', '验证公钥必须是字符串');
  const [name, rest] = chop(text.trim(), '+');
  const [id16, key64] = chop(rest, '+');
  const { id, key } = decodeKeyParts(name, id16, key64, 'verifier key');
  if (!equalBytes(id, keyId(name, key))) fail('verifier key: the key id does not match the key', '验证公钥的密钥 ID 与公钥不符');
  return { name, keyId: id, publicKey: key };
}

export function parseSignerKey(text: string): SignerKey {
  if (typeof text !== 'string') fail('signer key must be a string', '签名私钥必须是字符串');
  const [p1, r1] = chop(text.trim(), '+');
  const [p2, r2] = chop(r1, '+');
  const [name, r3] = chop(r2, '+');
  const [id16, key64] = chop(r3, '+');
  if (p1 !== 'PRIVATE' || p2 !== 'KEY') fail('malformed signer key: it must start with PRIVATE+KEY+', '签名私钥格式错误：应以 PRIVATE+KEY+ 开头');
  const { id, key } = decodeKeyParts(name, id16, key64, 'signer key');
  const signer = signerFromPrivateKey(name, key);
  if (!equalBytes(id, keyId(name, signer.publicKey))) fail('signer key: the key id does not match the key', '签名私钥的密钥 ID 与密钥不符');
  return signer;
}

/** Throws unless `text` may be the text of a note: valid Unicode, only "\n" as control character. */
function checkNoteText(text: string): void {
  if (LONE_SURROGATE.test(text)) malformed('invalid Unicode', '含无效的 Unicode 字符');
  if (CONTROL_EXCEPT_NEWLINE.test(text)) malformed('control characters other than newline', '含换行以外的控制字符');
}

/** `origin\nsize\nbase64(root)\n` (c2sp.org/tlog-checkpoint), then any extension lines. */
export function formatCheckpoint(c: Checkpoint): string {
  const lineOk = (s: unknown): boolean => typeof s === 'string' && s !== '' && !s.includes('\n') && !CONTROL_EXCEPT_NEWLINE.test(s);
  if (!lineOk(c.origin)) fail('checkpoint origin must be one non-empty line', '检查点来源必须是非空的一行');
  if (!Number.isSafeInteger(c.size) || c.size < 0) fail('checkpoint size must be an integer ≥ 0', '检查点树大小必须是非负整数');
  if (!(c.rootHash instanceof Uint8Array) || c.rootHash.length !== 32) fail('checkpoint root hash must be 32 bytes', '检查点根哈希必须为 32 字节');
  const ext = c.extensions ?? [];
  if (!ext.every(lineOk)) fail('checkpoint extension lines must be non-empty single lines', '检查点扩展行必须是非空的单行');
  return [c.origin, String(c.size), toBase64(c.rootHash), ...ext].map((l) => `${l}\n`).join('');
}

/** Strict parse of a checkpoint note text (the body of the signed note, final newline included). */
export function parseCheckpoint(body: string): Checkpoint {
  const bad = (en: string, zh: string): never => fail(`malformed checkpoint: ${en}`, `检查点格式错误：${zh}`);
  if (typeof body !== 'string' || !body.endsWith('\n')) bad('it must end with a newline', '必须以换行结尾');
  checkNoteText(body);
  const lines = body.slice(0, -1).split('\n');
  if (lines.length < 3) bad('it needs an origin, a size and a root hash line', '需要来源、树大小和根哈希三行');
  if (lines.some((l) => l === '')) bad('empty line', '含空行');
  const [origin, sizeText, rootText, ...extensions] = lines as [string, string, string, ...string[]];
  if (!/^(0|[1-9][0-9]*)$/.test(sizeText) || !Number.isSafeInteger(Number(sizeText))) {
    bad('the size must be a decimal integer without leading zeros', '树大小必须是无前导零的十进制整数');
  }
  let rootHash: Uint8Array | undefined;
  try {
    rootHash = fromBase64(rootText);
  } catch {
    rootHash = undefined;
  }
  if (!rootHash || rootHash.length !== 32) bad('the root hash must be base64 of 32 bytes', '根哈希必须是 32 字节的 base64');
  const c: Checkpoint = { origin, size: Number(sizeText), rootHash: rootHash! };
  if (extensions.length > 0) c.extensions = extensions;
  return c;
}

/** Signs `body` (a note text ending in "\n"): body ‖ "\n" ‖ "— <name> base64(key id ‖ signature)\n". */
export function signNote(body: string, signer: SignerKey | string): string {
  const s = typeof signer === 'string' ? parseSignerKey(signer) : signerFromPrivateKey(signer.name, signer.privateKey);
  if (typeof body !== 'string' || body === '' || !body.endsWith('\n')) malformed('the text must end with a newline', '正文必须以换行结尾');
  checkNoteText(body);
  const sig = ed25519.sign(utf8(body), s.privateKey);
  const blob = new Uint8Array(4 + sig.length);
  blob.set(keyId(s.name, s.publicKey));
  blob.set(sig, 4);
  return `${body}\n— ${s.name} ${toBase64(blob)}\n`;
}

/**
 * Opens a signed note (c2sp.org/signed-note): checks its format and that it carries a valid
 * signature by `key`; signatures by other keys are ignored, as the spec requires. Returns the text.
 */
export function openSignedNote(note: string | Uint8Array, key: string | VerifierKey): string {
  const k = typeof key === 'string' ? parseVerifierKey(key) : key;
  let text = '';
  if (typeof note === 'string') text = note;
  else if (note instanceof Uint8Array) {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(note);
    } catch {
      malformed('invalid UTF-8', '不是有效的 UTF-8');
    }
  } else malformed('not text', '不是文本');
  checkNoteText(text);
  const split = text.lastIndexOf('\n\n');
  if (split < 0) malformed('no blank line before the signatures', '签名前缺少空行');
  const body = text.slice(0, split + 1);
  const sigBlock = text.slice(split + 2);
  if (sigBlock === '' || !sigBlock.endsWith('\n')) malformed('the signature lines must end with a newline', '签名行必须以换行结尾');
  const lines = sigBlock.slice(0, -1).split('\n');
  if (lines.length > MAX_NOTE_SIGNATURES) malformed('too many signatures', '签名过多');
  const message = utf8(body);
  let verified = false;
  for (const line of lines) {
    if (!line.startsWith('— ')) malformed('a signature line must start with "— "', '签名行必须以 "— " 开头');
    const [name, b64] = chop(line.slice(2), ' ');
    let blob: Uint8Array | undefined;
    try {
      blob = fromBase64(b64);
    } catch {
      blob = undefined;
    }
    if (!isValidKeyName(name) || !blob || blob.length < 5) malformed('bad signature line', '签名行无效');
    if (name !== k.name || !equalBytes(blob!.subarray(0, 4), k.keyId) || verified) continue;
    const sig = blob!.subarray(4);
    let ok: boolean;
    try {
      ok = sig.length === 64 && ed25519.verify(sig, message, k.publicKey, { zip215: false });
    } catch {
      ok = false;
    }
    if (!ok) fail(`invalid signature for key ${k.name}+${toHex(k.keyId)}`, `密钥 ${k.name}+${toHex(k.keyId)} 的签名无效`);
    verified = true;
  }
  if (!verified) fail(`the note has no signature by key ${k.name}+${toHex(k.keyId)}`, `签名笔记中没有密钥 ${k.name}+${toHex(k.keyId)} 的签名`);
  return body;
}

/** Opens a signed checkpoint: signature by `key` verified, then the text parsed strictly. */
export function openNote(noteText: string | Uint8Array, verifierKey: string | VerifierKey): OpenedNote {
  const body = openSignedNote(noteText, verifierKey);
  return { body, checkpoint: parseCheckpoint(body) };
}
