export * from './fields';
export * from './per-authorize';
export * from './company-authorize';
export * from './account';
export * from './get-verify-info';
export * from './review';
