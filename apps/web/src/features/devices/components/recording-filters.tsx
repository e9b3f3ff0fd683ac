import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FilterButtons } from '@/components/filter-buttons';
import { rangeToSeconds } from '@/lib/date-range';

export interface RecordingFilterValues {
  keyword?: string;
  startTime?: number;
  endTime?: number;
  member_id?: number;
  device_id?: number;
  type?: number;
}

type FormValues = { keyword?: string; range?: [Dayjs | null, Dayjs | null] | null; member_id?: number | null; device_id?: number | null; type?: number };

interface Props {
  onApply: (f: RecordingFilterValues) => void;
  /** the main account's member and device pickers (enforceMember) */
  members?: Array<{ value: number; label: string }>;
  devices?: Array<{ value: number; label: string }>;
  /** app evidence: a media type picker */
  mediaTypes?: boolean;
  keywordHint: string;
}

const MEDIA = [
  { value: 0, label: '全部' },
  { value: 2, label: '图片' },
  { value: 3, label: '音频' },
  { value: 4, label: '视频' },
];

/** The filter row of the recordings and app evidence lists: 关键词, 类型 / 成员 / 设备 where offered, 时间 (China days). */
export function RecordingFilters({ onApply, members, devices, mediaTypes, keywordHint }: Props) {
  const [form] = Form.useForm<FormValues>();
  const apply = (v: FormValues) => {
    const keyword = v.keyword?.trim();
    onApply({ ...rangeToSeconds(v.range), ...(keyword ? { keyword } : {}), ...(v.member_id ? { member_id: v.member_id } : {}), ...(v.device_id ? { device_id: v.device_id } : {}), ...(v.type ? { type: v.type } : {}) });
  };
  return (
    <Form<FormValues> form={form} layout="inline" initialValues={{ type: 0 }} onFinish={apply} className="ep-filter-row">
      <Form.Item name="keyword" label="关键词">
        <Input allowClear maxLength={50} placeholder={keywordHint} style={{ width: 200 }} aria-label="关键词" />
      </Form.Item>
      {mediaTypes && (
        <Form.Item name="type" label="类型">
          <Select options={MEDIA} style={{ width: 100 }} aria-label="类型" />
        </Form.Item>
      )}
      {members && (
        <Form.Item name="member_id" label="成员">
          <Select allowClear options={members} placeholder="全部成员" style={{ width: 150 }} aria-label="成员" />
        </Form.Item>
      )}
      {devices && (
        <Form.Item name="device_id" label="设备">
          <Select allowClear options={devices} placeholder="全部设备" style={{ width: 150 }} aria-label="设备" />
        </Form.Item>
      )}
      <Form.Item name="range" label={mediaTypes ? '保存时间' : '上传时间'}>
        <DatePicker.RangePicker allowEmpty={[true, true]} aria-label="时间" />
      </Form.Item>
      <FilterButtons
        onReset={() => {
          form.resetFields();
          apply({ type: 0 });
        }}
      />
    </Form>
  );
}
