import { createHash } from 'node:crypto';
import { JsonRpcProvider } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnchorError } from '../../../src/providers/anchor/anchor-error';
import type { AnchorInput, EvmAnchorReceipt } from '../../../src/providers/anchor/anchor-provider';
import { createEvmAnchor, evmAnchorData, explorerUrl, parseEvmAnchorData, verifyEvmReceipt } from '../../../src/providers/anchor/evm-anchor';
import { type LocalEvm, startLocalEvm } from '../../helpers/anchor/local-evm';

const root = (label: string) => new Uint8Array(createHash('sha256').update(label).digest());
const input = (label: string): AnchorInput => ({ origin: 'test.example/log', treeSize: 7, rootHash: root(label), checkpoint: 'note' });
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

let evm: LocalEvm;
beforeAll(async () => {
  evm = await startLocalEvm();
});
afterAll(async () => {
  await evm?.stop();
});

function anchorFor(over: Partial<Parameters<typeof createEvmAnchor>[0]> = {}) {
  return createEvmAnchor({
    rpcUrl: evm.rpcUrl,
    privateKey: evm.privateKey,
    chainId: evm.chainId,
    confirmations: 1,
    explorerUrlTemplate: 'https://explorer.example/tx/{txHash}',
    timeoutMs: 3000,
    isLocal: true,
    ...over,
  });
}

describe('EVM anchor data', () => {
  it('is the 16-byte tag followed by the raw root, and parses back', () => {
    const r = root('a');
    const data = evmAnchorData(r);
    expect(data).toBe(`0x${Buffer.from('EVIDENCE-LEDGER1').toString('hex')}${hex(r)}`);
    expect(data.length).toBe(2 + 48 * 2);
    expect(parseEvmAnchorData(data)).toBe(hex(r));
    expect(parseEvmAnchorData(data.toUpperCase().replace('0X', '0x'))).toBe(hex(r));
  });

  it('rejects other data', () => {
    expect(parseEvmAnchorData('0x')).toBeNull();
    expect(parseEvmAnchorData(`0x${'00'.repeat(48)}`)).toBeNull();
    expect(parseEvmAnchorData(evmAnchorData(root('a')).slice(0, -2))).toBeNull();
    expect(parseEvmAnchorData(`${evmAnchorData(root('a'))}00`)).toBeNull();
    expect(() => evmAnchorData(new Uint8Array(31))).toThrow(/32 bytes/);
  });

  it('fills the explorer link template', () => {
    expect(explorerUrl('https://x.example/{chainId}/block/{blockNumber}/tx/{txHash}', { txHash: '0xab', blockNumber: 9, chainId: 5 }))
      .toBe('https://x.example/5/block/9/tx/0xab');
  });

  it('refuses a bad configuration at once', () => {
    const base = { rpcUrl: 'http://127.0.0.1:1', privateKey: `0x${'11'.repeat(32)}`, chainId: 1, confirmations: 1, timeoutMs: 1000 };
    expect(() => createEvmAnchor({ ...base, privateKey: '0x1234' })).toThrow(/not a valid secp256k1 key/);
    expect(() => createEvmAnchor({ ...base, confirmations: 0 })).toThrow(/confirmations/);
  });
});

describe('EVM anchor on a local node', () => {
  let receipt: EvmAnchorReceipt;

  beforeAll(async () => {
    const r = await anchorFor().anchor(input('first'));
    if (r.type !== 'evm') throw new Error('expected an EVM receipt');
    receipt = r;
  });

  it('returns a receipt made of real chain data', async () => {
    expect(receipt).toMatchObject({ type: 'evm', chainId: 1337, rootHash: hex(root('first')) });
    expect(receipt.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(receipt.blockHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(receipt.explorerUrl).toBe(`https://explorer.example/tx/${receipt.txHash}`);
    const node = new JsonRpcProvider(evm.rpcUrl, evm.chainId, { staticNetwork: true });
    try {
      const tx = await node.getTransaction(receipt.txHash);
      expect(tx?.data).toBe(evmAnchorData(root('first')));
      expect(tx?.from.toLowerCase()).toBe(evm.address.toLowerCase());
      expect(tx?.to?.toLowerCase()).toBe(evm.address.toLowerCase());
      expect(tx?.value).toBe(0n);
      const block = await node.getBlock(receipt.blockNumber);
      expect(block?.hash).toBe(receipt.blockHash);
      expect(block?.timestamp).toBe(receipt.timestamp);
      expect(Math.abs(receipt.timestamp - Date.now() / 1000)).toBeLessThan(120);
    } finally {
      node.destroy();
    }
  });

  it('verifies against the node', async () => {
    const check = await verifyEvmReceipt(receipt, { rpcUrl: evm.rpcUrl, expectedRoot: root('first') });
    expect(check.ok, check.en).toBe(true);
    expect(check.zh).toContain('核验通过');
  });

  it('rejects tampered receipts', async () => {
    const other = await anchorFor().anchor(input('second'));
    if (other.type !== 'evm') throw new Error('expected an EVM receipt');
    const bad: Array<[Partial<EvmAnchorReceipt>, RegExp]> = [
      [{ rootHash: hex(root('forged')) }, /root hash recorded on chain differs/],
      [{ txHash: other.txHash }, /root hash recorded on chain differs/],
      [{ txHash: `0x${'ab'.repeat(32)}` }, /not on the chain/],
      [{ blockHash: other.blockHash }, /another block/],
      [{ blockNumber: other.blockNumber }, /another block/],
      [{ timestamp: receipt.timestamp - 1 }, /block time/],
      [{ chainId: 1 }, /node is on chain 1337/],
    ];
    for (const [change, reason] of bad) {
      const check = await verifyEvmReceipt({ ...receipt, ...change }, { rpcUrl: evm.rpcUrl });
      expect(check.ok, JSON.stringify(change)).toBe(false);
      expect(check.en).toMatch(reason);
      expect(check.zh).not.toBe('');
    }
    const wrongRoot = await verifyEvmReceipt(receipt, { rpcUrl: evm.rpcUrl, expectedRoot: root('second') });
    expect(wrongRoot.ok).toBe(false);
  });

  it('counts confirmations', async () => {
    const r = await anchorFor().anchor(input('confirm'));
    if (r.type !== 'evm') throw new Error('expected an EVM receipt');
    expect((await verifyEvmReceipt(r, { rpcUrl: evm.rpcUrl, minConfirmations: 3 })).ok).toBe(false);
    await evm.mine(2);
    expect((await verifyEvmReceipt(r, { rpcUrl: evm.rpcUrl, minConfirmations: 3 })).ok).toBe(true);
  });

  it('fails clearly on a node of another chain', async () => {
    const err = await anchorFor({ chainId: 5 }).anchor(input('x')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AnchorError);
    expect((err as AnchorError).code).toBe('misconfigured');
    expect((err as Error).message).toMatch(/chain 1337, configured chain is 5/);
  });

  it('times out when nothing is mined, then succeeds once mining resumes', async () => {
    await evm.stopMining();
    const err = await anchorFor({ timeoutMs: 800 }).anchor(input('stuck')).catch((e: unknown) => e);
    await evm.startMining();
    expect(err).toBeInstanceOf(AnchorError);
    expect((err as AnchorError).code).toBe('timeout');
    expect((err as AnchorError).txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const r = await anchorFor().anchor(input('after-stuck'));
    expect(r.type).toBe('evm');
  });

  it('fails clearly while the node is down, and succeeds once a node is back', async () => {
    const anchor = anchorFor();
    await evm.down();
    const err = await anchor.anchor(input('down')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AnchorError);
    expect((err as AnchorError).code).toBe('unreachable');
    expect((err as Error).message).toContain(evm.rpcUrl);
    expect((err as AnchorError).retryable).toBe(true);
    const check = await verifyEvmReceipt(receipt, { rpcUrl: evm.rpcUrl, timeoutMs: 1000 });
    expect(check.ok).toBe(false);
    expect(check.en).toMatch(/unreachable/);

    await evm.up();
    const again = await anchor.anchor(input('down'));
    if (again.type !== 'evm') throw new Error('expected an EVM receipt');
    expect((await verifyEvmReceipt(again, { rpcUrl: evm.rpcUrl })).ok).toBe(true);
  });
});
