export * from './fields';
export * from './select-list';
export * from './apply';
export * from './get-list';
export * from './stop';
export * from './detail';
export * from './apply-form';
export * from './sign-qr';
