import { useState } from 'react';
import { Alert, Button, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { reportError } from '@/lib/api-client';
import { chinaParts } from '@/lib/china-time';
import { downloadStatement } from '../api/download-statement';

/**
 * 收款退款日报 (issue 25 item 7): the operator picks Beijing days (default the last 31) and downloads the .xlsx
 * of what was received and refunded per channel and day. Rows of the local test cashier say it moved no money (the
 * notice shows only while a channel is paid there).
 */
export function PaymentStatement({ anyLocal }: { anyLocal: boolean }) {
  // today as Beijing counts it, whatever the browser's zone (a UTC browser at 02:00 Beijing time left today out)
  const today = chinaToday();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.subtract(30, 'day'), today]);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadStatement(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD'));
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Space direction="vertical" size="middle" className="ep-admin-statement">
      <Typography.Paragraph type="secondary">
        按北京时间每日汇总：收款为当日支付成功的微信支付、支付宝款项（含重复付款、取消后到账的款项），退款为当日已退款的款项；退款中、退款失败的不计入退款。一次最多366天。
      </Typography.Paragraph>
      {anyLocal ? <Alert type="info" showIcon message="收款方为“本地测试收银台”的行未发生真实资金往来。" /> : null}
      <Space wrap>
        <DatePicker.RangePicker
          aria-label="日期范围"
          value={range}
          allowClear={false}
          disabledDate={(d) => d.isAfter(today, 'day')}
          onChange={(v) => v && v[0] && v[1] && setRange([v[0], v[1]])}
        />
        <Button type="primary" loading={busy} onClick={download}>
          下载对账单（.xlsx）
        </Button>
      </Space>
    </Space>
  );
}

/** The Beijing calendar day of now, as a date the picker shows. */
function chinaToday(): Dayjs {
  const { year, month, day } = chinaParts(Date.now());
  return dayjs(new Date(year, month - 1, day));
}
