export * from './get-list';
export * from './notarial-list';
