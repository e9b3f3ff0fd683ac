export * from './pay';
export * from './order-no';
export * from './cashier';
export * from './refund-line';
