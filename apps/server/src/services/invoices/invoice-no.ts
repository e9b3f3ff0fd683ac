import { randomInt } from 'node:crypto';

/**
 * An application's number: FP (发票), the China-time date and time and 6 random digits, like the
 * order numbers (services/orders/order-number.ts); the unique index catches a rare collision.
 */
export function newApplicationNo(now = new Date()): string {
  const cst = new Date(now.getTime() + 8 * 3600_000).toISOString();
  return 'FP' + cst.slice(0, 19).replace(/[-T:]/g, '') + String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The number printed on an invoice of the local test provider: 20 digits like a 全电发票 number —
 * the China-time date, 00 (no tax authority) and the application id — never one a tax office issued.
 */
export function localInvoiceNumber(invoiceId: number, now = new Date()): string {
  const cst = new Date(now.getTime() + 8 * 3600_000).toISOString();
  return cst.slice(0, 10).replace(/-/g, '') + '00' + String(invoiceId).padStart(10, '0');
}
