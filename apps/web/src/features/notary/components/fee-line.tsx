import { Button, Typography } from 'antd';
import type { TNotaryQuote } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { feeBreakdown, feeText } from '../lib/fee';

interface Props {
  count: number;
  quote: { data: TNotaryQuote | undefined; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
}

/** 公证费用 of the picked records, as the server quotes it (decision 850): the total in points and yuan and how it is made up. */
export function FeeLine({ count, quote }: Props) {
  if (count === 0) return <p className="ep-notary-fee">公证费用：请先选择存证记录（基础费 + 每条记录费用）</p>;
  if (quote.isError)
    return (
      <p className="ep-notary-fee" role="alert">
        公证费用暂时无法获取：{errorText(quote.error)}{' '}
        <Button size="small" onClick={() => void quote.refetch()}>
          重试
        </Button>
      </p>
    );
  const q = quote.data && quote.data.records === count ? quote.data : undefined;
  if (!q) return <p className="ep-notary-fee">公证费用：正在计算…</p>;
  return (
    <p className="ep-notary-fee" data-testid="notary-fee">
      公证费用：<Typography.Text strong>{feeText(q)}</Typography.Text>
      <span className="ep-notary-fee__how">（{feeBreakdown(q)}）</span>
    </p>
  );
}
