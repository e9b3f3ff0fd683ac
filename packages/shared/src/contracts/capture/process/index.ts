export * from './session-messages';
