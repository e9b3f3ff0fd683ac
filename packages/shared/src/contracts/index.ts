export * from './common';
export * from './auth';
export * from './admin';
export * from './home';
export * from './ledger';
export * from './evidence-list';
