import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { registerMessageApi } from '@/lib/feedback';
import { queryClient } from './query-client';

// Users who ask the system for less motion get no antd animations (also makes browser tests steady).
const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const theme = {
  token: {
    motion: !reduceMotion,
    colorPrimary: '#1f5fbf',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
  },
};

/**
 * Toasts follow the theme and locale through `message.useMessage()`; its instance is handed to
 * code outside React (the API client). antd's `App` wrapper would also pull Modal and
 * notification into the first page load, which the login page does not need.
 */
function MessageHost() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => registerMessageApi(api), [api]);
  return holder;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <MessageHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
