export * from './detect-auth';
export * from './get-detect-info';
export * from './face-summary';
export * from './face-local';
