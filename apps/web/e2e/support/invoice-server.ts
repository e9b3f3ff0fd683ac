/**
 * A server of its own for the invoices spec: a fresh DATA_DIR whose database gets the demo accounts
 * and paid recharge orders (apps/server/test/helpers/seed-invoices-e2e.ts) before the built server starts.
 */
import path from 'node:path';
import { lastJsonLine, repoRoot, startServerProcess, tsx } from './server-process';

const seedScript = path.join(repoRoot, 'apps/server/test/helpers/seed-invoices-e2e.ts');

export interface InvoiceServer {
  baseUrl: string;
  orders: Array<{ id: number; orderNo: string; money: string }>;
  stop(): Promise<void>;
}

export async function startInvoiceServer(): Promise<InvoiceServer> {
  const server = await startServerProcess('invoices', [[tsx, [seedScript]]]);
  const seeded = lastJsonLine<{ orders: InvoiceServer['orders'] }>(server.seedOutputs[0]!);
  return { baseUrl: server.baseUrl, orders: seeded.orders, stop: server.stop };
}
