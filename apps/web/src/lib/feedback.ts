import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts from non-React code (the API client). The app registers antd's context-aware message
 * instance from `App.useApp()` so toasts follow the theme and locale; before that, nothing is lost
 * but nothing is shown either (only possible during the very first render).
 */
let instance: MessageInstance | null = null;

export function registerMessageApi(api: MessageInstance): void {
  instance = api;
}

// The same text shown twice in a row replaces the first toast instead of stacking a copy.
export const toast = {
  error(text: string, key?: string): void {
    void instance?.open({ type: 'error', content: text, key: key ?? text });
  },
  info(text: string, key?: string): void {
    void instance?.open({ type: 'info', content: text, key: key ?? text });
  },
  success(text: string, key?: string): void {
    void instance?.open({ type: 'success', content: text, key: key ?? text });
  },
};
