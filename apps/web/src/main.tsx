import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import '@/app/styles.css';

// antd's zhCN locale covers components; dayjs formats dates, so both must be Chinese (ARCHITECTURE.md).
dayjs.locale('zh-cn');

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}
