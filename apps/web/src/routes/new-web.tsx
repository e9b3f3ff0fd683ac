import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { NewWebForm } from '@/features/capture-web/components/new-web-form';
import { usePriceList } from '@/lib/price-list';
import { toast } from '@/lib/feedback';

/** /newWeb — 新建网页取证: the form with the price list's price and the paying balance; then the list. */
export function Component() {
  const { data: info } = useAuthInfo();
  const prices = usePriceList();
  const navigate = useNavigate();
  return (
    <div className="ep-page">
      <BackBar />
      <Card title="新建网页取证">
        <NewWebForm
          price={prices.data?.web}
          balance={info?.points}
          onAccepted={(a) => {
            toast.success(a.queuePosition ? `已提交取证，正在排队（第 ${a.queuePosition} 位）` : '已提交取证');
            void navigate('/evidences-all/web');
          }}
        />
      </Card>
    </div>
  );
}
