import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { checkFullPage, sqliteFastReader } from './fsck-fast';

/**
 * A worker thread of fsck (fsck-pool.ts): checks the full pages it is sent on its own read-only
 * connection and answers each with its packed subtrees (transferred, not copied) or null. Says
 * 'ready' first: until then its pages are the main thread's.
 */
const { file, digestKey } = workerData as { file: string; digestKey: number };
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
const reader = sqliteFastReader(sqlite);
parentPort!.on('message', (from: number) => {
  const packed = checkFullPage(reader, from, digestKey);
  parentPort!.postMessage({ from, packed }, packed ? [packed.buffer] : []);
});
parentPort!.postMessage('ready');
