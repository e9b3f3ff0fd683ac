import { useEffect } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { INVOICE_MSG } from '@evidence/shared/constants';
import { ZAddInvoiceRequest, type TAddInvoiceRequest, type THeaderLock, type TInvoiceHeader } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useAddInvoice } from '../api/add-invoice';
import { useEditInvoice } from '../api/edit-invoice';

interface Props {
  open: boolean;
  /** the header being edited, or null to add one */
  editing: TInvoiceHeader | null;
  lock: THeaderLock | null;
  onClose: () => void;
}

type Values = { head: string; type: number; taxNum: string; bankName: string; account: string; street: string; phoneNumber: string; mobile: string; email: string };

const EMPTY: Values = { head: '', type: 2, taxNum: '', bankName: '', account: '', street: '', phoneNumber: '', mobile: '', email: '' };
const rule = (field: keyof TAddInvoiceRequest & string) => contractRule(ZAddInvoiceRequest, field);

/**
 * 新增 / 编辑发票抬头 (001 §5): type 2 企业 by default; tax number, bank name, account, address and phone
 * only required for 企业 (decision 209); an enterprise account's head, type (and verified tax number) are filled in and
 * locked — the server applies the same lock whatever is sent.
 */
export function HeaderFormDialog({ open, editing, lock, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const add = useAddInvoice();
  const edit = useEditInvoice();
  const type = Form.useWatch('type', form) ?? 2;

  useEffect(() => {
    if (!open) return;
    const base: Values = editing
      ? { head: editing.head, type: editing.type, taxNum: editing.taxNum, bankName: editing.bankName, account: editing.account, street: editing.street, phoneNumber: editing.phoneNumber, mobile: editing.mobile, email: editing.email }
      : EMPTY;
    form.setFieldsValue(lock ? { ...base, head: lock.head, type: 2, taxNum: lock.taxNum ?? base.taxNum } : base);
  }, [open, editing, lock, form]);

  async function onOk() {
    const values = await form.validateFields();
    try {
      if (editing) await edit.mutateAsync({ ...values, id: editing.id });
      else await add.mutateAsync(values);
      toast.success(editing ? INVOICE_MSG.edited : INVOICE_MSG.added);
      onClose();
    } catch (e) {
      reportError(e);
    }
  }

  const enterprise = type === 2;
  return (
    <Modal
      open={open}
      title={editing ? '编辑发票抬头' : '新增发票抬头'}
      okText="保存"
      cancelText="取消"
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '96px' }} initialValues={EMPTY} data-testid="invoice-header-form">
        <Form.Item name="type" label="抬头类型" required>
          <Radio.Group disabled={Boolean(lock)}>
            <Radio value={2}>企业</Radio>
            <Radio value={1}>个人/非企业单位</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="head" label="发票抬头" required rules={[rule('head')]} extra={lock ? '企业账号的发票抬头为认证的企业名称' : undefined}>
          <Input maxLength={100} disabled={Boolean(lock)} placeholder="请输入发票抬头" />
        </Form.Item>
        <Form.Item name="taxNum" label="税号" required={enterprise} rules={[rule('taxNum')]} dependencies={['type']}>
          <Input maxLength={20} disabled={Boolean(lock?.taxNum)} placeholder={enterprise ? '请输入纳税人识别号' : '选填'} />
        </Form.Item>
        <Form.Item name="bankName" label="开户银行" required={enterprise} rules={[rule('bankName')]} dependencies={['type']}>
          <Input maxLength={100} placeholder={enterprise ? '请输入开户银行' : '选填'} />
        </Form.Item>
        <Form.Item name="account" label="银行账号" required={enterprise} rules={[rule('account')]} dependencies={['type']}>
          <Input maxLength={40} placeholder={enterprise ? '请输入银行账号' : '选填'} />
        </Form.Item>
        <Form.Item name="street" label="注册地址" required={enterprise} rules={[rule('street')]} dependencies={['type']}>
          <Input maxLength={200} placeholder={enterprise ? '请输入注册地址' : '选填'} />
        </Form.Item>
        <Form.Item name="phoneNumber" label="注册电话" required={enterprise} rules={[rule('phoneNumber')]} dependencies={['type']}>
          <Input maxLength={30} placeholder={enterprise ? '请输入注册电话' : '选填'} />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" required rules={[rule('mobile')]}>
          <Input maxLength={11} inputMode="numeric" placeholder="用于接收开票通知" />
        </Form.Item>
        <Form.Item name="email" label="邮箱" required rules={[rule('email')]}>
          <Input maxLength={254} placeholder="用于接收电子发票" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
