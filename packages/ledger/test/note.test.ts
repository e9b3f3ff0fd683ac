/**
 * Signed notes and checkpoints. Known answers from golang.org/x/mod/sumdb/note (note_test.go:
 * TestNewVerifier, TestNewSigner, TestSign, TestOpen), the reference implementation of
 * c2sp.org/signed-note; checkpoint text from c2sp.org/tlog-checkpoint.
 */
import { describe, expect, it } from 'vitest';
import {
  LedgerError, fromBase64, formatCheckpoint, generateSignerKey, keyId, openNote, openSignedNote, parseCheckpoint,
  parseSignerKey, parseVerifierKey, sha256, signNote, signerKeyString, toBase64, toHex, utf8, verifierKeyString,
} from '../src/index';

const PETER_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const PETER_SKEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const ENOCH_VKEY = 'EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop';
const TEXT = "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const PETER_SIG = '— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n';
const ENOCH_SIG = '— EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n';

describe('keys (sumdb/note vectors)', () => {
  it('key id = SHA-256(name ‖ 0x0A ‖ 0x01 ‖ public key)[:4]', () => {
    const v = parseVerifierKey(PETER_VKEY);
    expect(v.name).toBe('PeterNeumann');
    expect(toHex(v.keyId)).toBe('c74f20a3');
    expect(toHex(keyId('PeterNeumann', v.publicKey))).toBe('c74f20a3');
    const manual = sha256(new Uint8Array([...utf8('PeterNeumann'), 0x0a, 0x01, ...v.publicKey])).slice(0, 4);
    expect(toHex(manual)).toBe('c74f20a3');
    expect(toHex(parseVerifierKey(ENOCH_VKEY).keyId)).toBe('af0cfe78');
  });

  it('signer key string → the published verifier key, and back', () => {
    const s = parseSignerKey(PETER_SKEY);
    expect(verifierKeyString(s.name, s.publicKey)).toBe(PETER_VKEY);
    expect(signerKeyString(s.name, s.privateKey)).toBe(PETER_SKEY);
    expect(signerKeyString(s)).toBe(PETER_SKEY);
  });

  it('generated keys are self-consistent', () => {
    const k = generateSignerKey('ledger.example.cn/evidence');
    expect(k.privateKey.length).toBe(32);
    expect(k.publicKey.length).toBe(32);
    const v = parseVerifierKey(verifierKeyString(k.name, k.publicKey));
    expect(v.publicKey).toEqual(k.publicKey);
    expect(parseSignerKey(signerKeyString(k.name, k.privateKey)).publicKey).toEqual(k.publicKey);
    expect(generateSignerKey('x').privateKey).not.toEqual(k.privateKey);
  });

  it('every mangled verifier key is rejected (TestNewVerifier)', () => {
    for (let i = 0; i <= PETER_VKEY.length; i++) {
      for (let j = i + 1; j <= PETER_VKEY.length; j++) {
        if (i !== 0 || j !== PETER_VKEY.length) expect(() => parseVerifierKey(PETER_VKEY.slice(i, j))).toThrow(LedgerError);
      }
    }
    for (let i = 0; i < PETER_VKEY.length; i++) {
      const mangled = PETER_VKEY.slice(0, i) + String.fromCharCode(PETER_VKEY.charCodeAt(i) + 1) + PETER_VKEY.slice(i + 1);
      expect(() => parseVerifierKey(mangled), mangled).toThrow(LedgerError);
    }
    expect(() => parseVerifierKey('PeterNeumann+cc469956+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TWBADKEY==')).toThrow(LedgerError); // wrong length (and non-canonical base64)
    expect(() => parseVerifierKey('PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW')).toThrow(/unknown signature algorithm/);
  });

  it('every mangled signer key is rejected (TestNewSigner)', () => {
    for (let i = 0; i < PETER_SKEY.length; i += 3) {
      for (let j = i + 1; j <= PETER_SKEY.length; j += 2) {
        if (i !== 0 || j !== PETER_SKEY.length) expect(() => parseSignerKey(PETER_SKEY.slice(i, j))).toThrow(LedgerError);
      }
    }
    for (let i = 0; i < PETER_SKEY.length; i++) {
      const mangled = PETER_SKEY.slice(0, i) + String.fromCharCode(PETER_SKEY.charCodeAt(i) + 1) + PETER_SKEY.slice(i + 1);
      expect(() => parseSignerKey(mangled), mangled).toThrow(LedgerError);
    }
  });

  it('invalid key names', () => {
    for (const name of ['', 'a b', 'a+b', 'a\tb', 'a\u3000b', 'a\u00a0b', 'a\u0001b']) {
      expect(() => generateSignerKey(name), JSON.stringify(name)).toThrow(LedgerError);
    }
  });
});

describe('signed notes (sumdb/note vectors)', () => {
  it('signs exactly like Go (TestSign)', () => {
    expect(signNote(TEXT, PETER_SKEY)).toBe(`${TEXT}\n${PETER_SIG}`);
    expect(signNote(TEXT, parseSignerKey(PETER_SKEY))).toBe(`${TEXT}\n${PETER_SIG}`);
    expect(() => signNote('abc', PETER_SKEY)).toThrow(/malformed note/);
    expect(() => signNote('a\u0001b\n', PETER_SKEY)).toThrow(/control/);
  });

  it('opens with the known key, ignoring signatures by other keys (TestOpen)', () => {
    expect(openSignedNote(`${TEXT}\n${PETER_SIG}${ENOCH_SIG}`, PETER_VKEY)).toBe(TEXT);
    expect(openSignedNote(`${TEXT}\n${ENOCH_SIG}${PETER_SIG}`, ENOCH_VKEY)).toBe(TEXT);
    expect(openSignedNote(utf8(`${TEXT}\n${PETER_SIG}`), parseVerifierKey(PETER_VKEY))).toBe(TEXT);
    expect(openSignedNote(`${TEXT}\n${PETER_SIG}${PETER_SIG}${ENOCH_SIG}`, PETER_VKEY)).toBe(TEXT);
    expect(() => openSignedNote(`${TEXT}\n${ENOCH_SIG}`, PETER_VKEY)).toThrow(/no signature by key PeterNeumann\+c74f20a3/);
  });

  it('rejects an invalid signature by the known key', () => {
    const forged = `${TEXT}\n${PETER_SIG.slice(0, 60)}ABCD${PETER_SIG.slice(60)}`;
    expect(() => openSignedNote(forged, PETER_VKEY)).toThrow(/invalid signature for key PeterNeumann\+c74f20a3/);
  });

  it('rejects malformed notes', () => {
    const bad = [
      TEXT, `${TEXT}\n`, `${TEXT}\n${PETER_SIG.slice(0, -1)}`, `\u0001${TEXT}\n${PETER_SIG}`,
      `${TEXT}\n— Bad Name x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=`,
      `${TEXT}\n${PETER_SIG}Unexpected line.\n`, `${TEXT}\n${PETER_SIG.repeat(101)}`,
      `${TEXT}\n- PeterNeumann ${PETER_SIG.slice(15)}`, `${TEXT}\n— PeterNeumann AAAA\n`, `\ud800${TEXT}\n${PETER_SIG}`,
      `${TEXT}\r\n${PETER_SIG}`,
    ];
    for (const note of bad) expect(() => openSignedNote(note, PETER_VKEY), JSON.stringify(note)).toThrow(/malformed note/);
    const invalidUtf8 = new Uint8Array([0xff, ...utf8(`${TEXT}\n${PETER_SIG}`)]);
    expect(() => openSignedNote(invalidUtf8, PETER_VKEY)).toThrow(/UTF-8/);
  });
});

describe('checkpoints (c2sp.org/tlog-checkpoint)', () => {
  const signer = generateSignerKey('ledger.example.cn/evidence');
  const vkey = verifierKeyString(signer.name, signer.publicKey);
  const root = sha256(utf8('root'));
  const body = formatCheckpoint({ origin: signer.name, size: 20852163, rootHash: root });

  it('formats origin, size and base64 root, one per line', () => {
    expect(body).toBe(`ledger.example.cn/evidence\n20852163\n${toBase64(root)}\n`);
    expect(formatCheckpoint({ origin: 'o', size: 0, rootHash: root })).toBe(`o\n0\n${toBase64(root)}\n`);
  });

  it('parses the specification example', () => {
    const c = parseCheckpoint('example.com/behind-the-sofa\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n');
    expect(c.origin).toBe('example.com/behind-the-sofa');
    expect(c.size).toBe(20852163);
    expect(c.rootHash).toEqual(fromBase64('CsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I='));
    expect(c.extensions).toBeUndefined();
    expect(parseCheckpoint(`${body}ext one\next two\n`).extensions).toEqual(['ext one', 'ext two']);
  });

  it.each([
    ['no final newline', body.slice(0, -1)], ['two lines', 'o\n1\n'], ['empty origin', `\n1\n${toBase64(root)}\n`],
    ['leading zero', `o\n01\n${toBase64(root)}\n`], ['negative', `o\n-1\n${toBase64(root)}\n`], ['fraction', `o\n1.0\n${toBase64(root)}\n`],
    ['too large', `o\n9007199254740992\n${toBase64(root)}\n`], ['31-byte root', `o\n1\n${toBase64(root.subarray(1))}\n`],
    ['hex root', `o\n1\n${toHex(root)}\n`], ['empty extension', `${body}\n`], ['space in size', `o\n 1\n${toBase64(root)}\n`],
    ['CR', `o\r\n1\n${toBase64(root)}\n`],
  ])('rejects %s', (_d, text) => {
    expect(() => parseCheckpoint(text)).toThrow(LedgerError);
  });

  it('sign → open round trip', () => {
    const note = signNote(body, signer);
    expect(note.startsWith(`${body}\n— ${signer.name} `)).toBe(true);
    const opened = openNote(note, vkey);
    expect(opened.body).toBe(body);
    expect(opened.checkpoint).toEqual({ origin: signer.name, size: 20852163, rootHash: root });
  });

  it('a checkpoint signed by another key (even with the same name) is rejected', () => {
    const impostor = generateSignerKey(signer.name);
    expect(() => openNote(signNote(body, impostor), vkey)).toThrow(/no signature by key/);
    // A witness's extra signature does not hurt.
    const cosigned = signNote(body, signer) + signNote(body, generateSignerKey('witness.example')).slice(body.length + 1);
    expect(openNote(cosigned, vkey).checkpoint.size).toBe(20852163);
  });

  it('a flipped byte anywhere in the body or the signature is rejected', () => {
    const note = signNote(body, signer);
    const sigStart = note.lastIndexOf(' ') + 1;
    for (let i = 0; i < note.length - 1; i++) {
      if (note[i] === '\n' || (i > body.length && i < sigStart)) continue;
      const c = note.charCodeAt(i);
      const flipped = note.slice(0, i) + String.fromCharCode(c === 0x2b ? 0x2f : c ^ 1) + note.slice(i + 1);
      expect(() => openNote(flipped, vkey), `byte ${i}`).toThrow(LedgerError);
    }
  });

  it('a body that is not a checkpoint is rejected after the signature check', () => {
    expect(() => openNote(signNote('hello\n', signer), vkey)).toThrow(/malformed checkpoint/);
  });
});
