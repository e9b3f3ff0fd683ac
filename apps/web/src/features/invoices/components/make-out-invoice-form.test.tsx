import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TInvoiceHeader, TRiseListResponse } from '@evidence/shared/contracts';
import { RISE_LIST_KEY } from '../api/rise-list';
import { MakeOutInvoiceForm } from './make-out-invoice-form';

const header = (id: number, head: string, taxNum = ''): TInvoiceHeader => ({
  id, head, type: 1, taxNum, bankName: '', account: '', street: '', phoneNumber: '', mobile: '13912345678', email: 'li@example.com',
});

/** The page as first drawn with the headers already known (the query's cache filled, nothing fetched). */
function render(list: TInvoiceHeader[]): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const data: TRiseListResponse = { list, count: list.length, max: 5, verified: true, lock: null };
  client.setQueryData(RISE_LIST_KEY, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MakeOutInvoiceForm ids={[1]} money="10.00" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The header labels whose radio is checked (antd marks the wrapper `ant-radio-wrapper-checked`). */
const checkedHeaders = (html: string) =>
  [...html.matchAll(/<label class="([^"]*ep-make-invoice__header[^"]*)"[^>]*>(.*?)<\/label>/g)]
    .filter((m) => m[1]!.includes('ant-radio-wrapper-checked'))
    .map((m) => /<b>(.*?)<\/b>/.exec(m[2]!)?.[1]);

describe('MakeOutInvoiceForm', () => {
  it('preselects the only header', () => {
    expect(checkedHeaders(render([header(7, '李明')]))).toEqual(['李明']);
  });
  it('preselects nothing when there are several headers', () => {
    const html = render([header(7, '李明'), header(8, '示例客户有限公司', '91310000MA1FL0XQ7L')]);
    expect(html).toContain('示例客户有限公司');
    expect(checkedHeaders(html)).toEqual([]);
  });
  it('shows the tax number only when the header has one', () => {
    const html = render([header(7, '李明'), header(8, '示例客户有限公司', '91310000MA1FL0XQ7L')]);
    expect(html).toContain('税号 91310000MA1FL0XQ7L · 邮箱 li@example.com');
    expect(html).not.toContain('税号  · ');
  });
});
