import net from 'node:net';
import ganache from 'ganache';

/**
 * A real EVM node for tests: ganache's HTTP JSON-RPC server, reached through ethers' JsonRpcProvider
 * exactly like a production node. The wallet is deterministic, so account 0 is funded with a known key;
 * a block is mined as soon as a transaction arrives.
 *
 * The URL points at a small TCP relay in front of ganache. Ganache's own listener cannot bind the same
 * port again for a minute after closing (TIME_WAIT, no SO_REUSEADDR), but a restarted node must come
 * back at the same URL, as a real node does; Node's listener can re-bind at once.
 */
export interface LocalEvm {
  rpcUrl: string;
  chainId: number;
  /** funded account 0 (hex, 0x-prefixed) */
  privateKey: string;
  address: string;
  /** pending transactions stay pending until startMining() */
  stopMining(): Promise<void>;
  startMining(): Promise<void>;
  /** mines `n` empty blocks, e.g. to add confirmations */
  mine(n?: number): Promise<void>;
  /** shuts the node: connections are refused, as when a chain node is down */
  down(): Promise<void>;
  /** a fresh node (new empty chain, same funded key) at the same URL, as after a node restart */
  up(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The part of ganache's server we use. Its bundled typings resolve `server()`'s options to `undefined`
 * here (they reference types of packages ganache bundles but does not install), so we state the shape.
 */
interface Ganache {
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
  address(): { port: number };
  provider: {
    send(method: string, params: unknown[]): Promise<unknown>;
    getInitialAccounts(): Record<string, { secretKey: string }> | Promise<Record<string, { secretKey: string }>>;
  };
}
const createGanache = ganache.server as unknown as (options: object) => Ganache;
const CHAIN_ID = 1337;

async function startGanache(): Promise<Ganache> {
  const node = createGanache({ logging: { quiet: true }, wallet: { deterministic: true, totalAccounts: 2 }, chain: { chainId: CHAIN_ID } });
  await node.listen(0, '127.0.0.1');
  return node;
}

/** Relays every connection to the current node; refuses connections (closed listener) while down. */
function relay(target: () => number | null) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const port = target();
    if (port === null) return client.destroy();
    const upstream = net.connect(port, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => { client.destroy(); upstream.destroy(); });
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: (port: number) => new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    }),
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

export async function startLocalEvm(): Promise<LocalEvm> {
  let node: Ganache | null = await startGanache();
  const front = relay(() => (node ? node.address().port : null));
  const port = await front.listen(0);
  const accounts = await node.provider.getInitialAccounts();
  const [address, account] = Object.entries(accounts)[0]!;

  const rpc = async (method: string, params: unknown[] = []) => {
    if (!node) throw new Error('local EVM is down');
    await node.provider.send(method, params);
  };
  const down = async () => {
    const n = node;
    node = null;
    await front.close();
    if (n) await n.close();
  };

  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    chainId: CHAIN_ID,
    privateKey: account.secretKey,
    address,
    stopMining: () => rpc('miner_stop'),
    startMining: () => rpc('miner_start'),
    async mine(n = 1) {
      for (let i = 0; i < n; i++) await rpc('evm_mine');
    },
    down,
    async up() {
      await down();
      node = await startGanache();
      await front.listen(port);
    },
    stop: down,
  };
}
