import { Alert, Descriptions } from 'antd';
import { formatDateTime } from '@/lib/format';
import { useDeviceList } from '../api/device-list';
import './devices.css';

/** The member's own bound recorder (deviceList answers it), or a note that none is bound. */
export function MyDevice() {
  const list = useDeviceList({ page: 1 });
  if (list.isLoading) return null;
  const d = list.data?.list[0];
  if (!d) return <Alert className="ep-device-card" type="info" showIcon message="您尚未绑定执法记录仪" description="请联系企业管理员在“成员执法记录”中为您绑定记录仪。绑定后，记录仪上传的录像会显示在这里。" />;
  return (
    <Descriptions className="ep-device-card" bordered size="small" column={{ xs: 1, md: 3 }} title="我的执法记录仪" data-testid="my-device">
      <Descriptions.Item label="设备名称">{d.name}</Descriptions.Item>
      <Descriptions.Item label="设备编号">{d.serialNo}</Descriptions.Item>
      <Descriptions.Item label="绑定时间">{formatDateTime(d.boundAt)}</Descriptions.Item>
    </Descriptions>
  );
}
