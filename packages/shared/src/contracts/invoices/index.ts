export * from './fields';
export * from './header';
export * from './invoice-ask';
export * from './invoice-list';
export * from './invoice-detail';
export * from './check-fail';
export * from './down-invoice-pdf';
export * from './admin';
