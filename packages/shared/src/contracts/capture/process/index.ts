export * from './session-messages';
export * from './add-process';
export * from './process-id';
export * from './look';
export * from './get-pro-view';
