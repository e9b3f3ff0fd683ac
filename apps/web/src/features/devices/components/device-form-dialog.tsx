import { Form, Input, Modal } from 'antd';
import { DEVICE_LIMITS, DEVICE_MSG } from '@evidence/shared/constants';
import type { TAddDeviceResponse, TDevice } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useAddDevice } from '../api/add-device';
import { useEditDevice } from '../api/edit-device';

interface Props {
  open: boolean;
  /** null: register a new recorder; else rename this one */
  device: TDevice | null;
  onClose: () => void;
  /** a registration's answer: its key is shown once by the caller */
  onRegistered: (r: TAddDeviceResponse) => void;
}

/** 登记记录仪 (name + the company's serial number) or 修改名称. */
export function DeviceFormDialog({ open, device, onClose, onRegistered }: Props) {
  const [form] = Form.useForm<{ name: string; serialNo: string }>();
  const add = useAddDevice();
  const edit = useEditDevice();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      if (device) {
        toast.success(await edit.mutateAsync({ id: device.id, name: v.name.trim() }));
      } else {
        onRegistered(await add.mutateAsync({ name: v.name.trim(), serialNo: v.serialNo.trim() }));
      }
      onClose();
    } catch (e) {
      reportError(e);
    }
  };
  return (
    <Modal
      open={open}
      title={device ? '修改设备名称' : '登记执法记录仪'}
      okText={device ? '保存' : '登记'}
      cancelText="取消"
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: device?.name ?? '', serialNo: device?.serialNo ?? '' }} preserve={false}>
        <Form.Item name="name" label="设备名称" rules={[{ required: true, whitespace: true, message: DEVICE_MSG.nameRequired }, { max: DEVICE_LIMITS.nameMax, message: DEVICE_MSG.nameTooLong }]}>
          <Input maxLength={DEVICE_LIMITS.nameMax} placeholder="例如：一号执法记录仪" autoFocus />
        </Form.Item>
        {!device && (
          <Form.Item
            name="serialNo"
            label="设备编号"
            extra="记录仪机身上的序列号，企业内不可重复"
            rules={[{ required: true, whitespace: true, message: DEVICE_MSG.serialRequired }, { pattern: /^[A-Za-z0-9_-]{1,64}$/, message: DEVICE_MSG.serialBad }]}
          >
            <Input maxLength={DEVICE_LIMITS.serialMax} placeholder="例如：DSJ-001" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
