import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { reportError } from '@/lib/api-client';
import { useRevealApplicantPhone } from '../api/reveal-phone';

/**
 * The applicant's phone in the console: masked as the server sends it; 显示完整号码 asks the server, which
 * answers it in full and writes the reveal to the records' custody log (decision 853).
 */
export function ApplicantPhone({ orderId, masked }: { orderId: number; masked: string }) {
  const reveal = useRevealApplicantPhone();
  const [full, setFull] = useState<{ orderId: number; phone: string } | null>(null);
  if (full && full.orderId === orderId) return <Typography.Text copyable>{full.phone}</Typography.Text>;
  return (
    <Space size={8} wrap>
      <span>{masked}</span>
      <Button
        size="small"
        loading={reveal.isPending}
        onClick={() =>
          reveal.mutate(orderId, {
            onSuccess: (r) => setFull({ orderId, phone: r.phone }),
            onError: (e) => reportError(e),
          })
        }
      >
        显示完整号码
      </Button>
      <Typography.Text type="secondary">（查看将记入所涉存证记录的保管记录）</Typography.Text>
    </Space>
  );
}
