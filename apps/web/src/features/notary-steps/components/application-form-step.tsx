import { Alert, Button, Checkbox, Descriptions, Form, Input, Spin, Switch, Table, Typography } from 'antd';
import { NOTARY_FORM, NOTARY_MATTER, NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryApplyFormRequest, type TNotaryApplyFormView } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { errorText, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatBytes, formatDateTime, formatPoints } from '@/lib/format';
import { useApplyForm, useSaveApplyForm } from '../api/apply-form';

interface Values {
  purpose: string;
  method: string;
  hasAgent: boolean;
  agentName: string;
  agentIdCard: string;
  agentPhone: string;
  remark: string;
  promise: boolean;
}

type Row = TNotaryApplyFormView['records'][number];

const rule = (field: keyof Values & string, orderId: number) => contractRule(ZNotaryApplyFormRequest, field as never, () => ({ orderId }));

/**
 * 申请表阅读与填写 (issue 15): the applicant from the verified identity (read-only), 公证事项 保全证据公证, 用途,
 * 取证方式, an agent if any, the evidence list with its hashes, and the promise that the evidence was
 * obtained lawfully. Saving renders the five documents on the server and moves the order to signing.
 */
export function ApplicationFormStep({ orderId, onSaved }: { orderId: number; onSaved: () => void }) {
  const view = useApplyForm(orderId);
  const save = useSaveApplyForm(orderId);
  const [form] = Form.useForm<Values>();
  const hasAgent = Form.useWatch('hasAgent', form) === true;

  if (view.isPending) return <Spin className="ep-notary-loading" />;
  if (view.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(view.error)}
        action={
          <Button size="small" onClick={() => void view.refetch()}>
            重试
          </Button>
        }
      />
    );
  const v = view.data;
  const a = v.applicant;
  const initial: Values = { ...v.form, hasAgent: Boolean(v.form.agentName || v.form.agentIdCard || v.form.agentPhone) };

  async function submit(values: Values) {
    const agent = values.hasAgent ? { agentName: values.agentName, agentIdCard: values.agentIdCard, agentPhone: values.agentPhone } : {};
    try {
      const msg = await save.mutateAsync({ orderId, purpose: values.purpose, method: values.method, remark: values.remark, promise: values.promise ? '1' : '', ...agent });
      toast.success(msg || NOTARY_MSG.formSaved);
      onSaved();
    } catch (e) {
      reportError(e);
    }
  }

  return (
    <Form<Values> form={form} initialValues={initial} layout="vertical" className="ep-notary-form" onFinish={(values) => void submit(values)} scrollToFirstError>
      <Typography.Title level={4} className="ep-notary-form__title">
        公证申请表
      </Typography.Title>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} title="申请人（已实名认证，不可修改）">
        <Descriptions.Item label="申请人类型">{a.kind === 'company' ? '企业' : '个人'}</Descriptions.Item>
        <Descriptions.Item label={a.kind === 'company' ? '企业名称' : '姓名'}>{a.name}</Descriptions.Item>
        <Descriptions.Item label={a.kind === 'company' ? '统一社会信用代码' : '身份证号'}>{a.idMasked}</Descriptions.Item>
        <Descriptions.Item label="联系电话">{a.phone}</Descriptions.Item>
        {a.representative ? <Descriptions.Item label="经办人">{a.representative}</Descriptions.Item> : null}
        <Descriptions.Item label="订单号">{v.orderNo}</Descriptions.Item>
        <Descriptions.Item label="公证事项">{v.matter || NOTARY_MATTER}</Descriptions.Item>
        <Descriptions.Item label="公证费用">{`${formatPoints(v.fee.points)} 积分（¥${formatPoints(v.fee.yuan)}）`}</Descriptions.Item>
      </Descriptions>

      <div className="ep-notary-form__fields">
        <Form.Item name="purpose" label="公证用途" required rules={[rule('purpose', orderId)]}>
          <Input.TextArea rows={2} maxLength={NOTARY_FORM.purposeMax} showCount placeholder="例如：用于向人民法院提起诉讼" />
        </Form.Item>
        <Form.Item name="method" label="取证方式" required rules={[rule('method', orderId)]}>
          <Input.TextArea rows={2} maxLength={NOTARY_FORM.methodMax} showCount placeholder="例如：申请人通过本平台上传电子数据，平台计算哈希值并记入公证处账本" />
        </Form.Item>
        <Form.Item name="hasAgent" label="是否委托代理人办理" valuePropName="checked">
          <Switch checkedChildren="有代理人" unCheckedChildren="无" />
        </Form.Item>
        {hasAgent ? (
          <div className="ep-notary-form__agent">
            <Form.Item name="agentName" label="代理人姓名" rules={[{ required: true, message: NOTARY_MSG.agentIncomplete }, rule('agentName', orderId)]}>
              <Input maxLength={NOTARY_FORM.agentNameMax} autoComplete="off" />
            </Form.Item>
            <Form.Item name="agentIdCard" label="代理人身份证号" rules={[{ required: true, message: NOTARY_MSG.agentIncomplete }, rule('agentIdCard', orderId)]}>
              <Input maxLength={18} autoComplete="off" />
            </Form.Item>
            <Form.Item name="agentPhone" label="代理人手机号" rules={[{ required: true, message: NOTARY_MSG.agentIncomplete }, rule('agentPhone', orderId)]}>
              <Input maxLength={11} inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </div>
        ) : null}
        <Form.Item name="remark" label="备注（选填）" rules={[rule('remark', orderId)]}>
          <Input maxLength={NOTARY_FORM.remarkMax} />
        </Form.Item>
      </div>

      <Typography.Title level={5}>申请公证的电子数据（共 {v.records.length} 条）</Typography.Title>
      <Table<Row>
        rowKey="id"
        size="small"
        className="ep-notary-records"
        pagination={v.records.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 900 }}
        dataSource={v.records}
        columns={[
          { title: '保全号', dataIndex: 'baoquan', width: 170 },
          { title: '文件名称', dataIndex: 'fileName', ellipsis: true },
          { title: '大小', dataIndex: 'size', width: 90, render: (s: number) => formatBytes(s) },
          { title: '保全时间', dataIndex: 'saveTime', width: 160, render: (t: number) => formatDateTime(t) },
          { title: 'SHA-256', dataIndex: 'sha256', render: (h: string) => <Typography.Text className="ep-mono" copyable={{ text: h, tooltips: ['复制SHA-256', '复制成功'] }}>{h}</Typography.Text> },
          { title: 'SM3', dataIndex: 'sm3', render: (h: string) => <Typography.Text className="ep-mono" copyable={{ text: h, tooltips: ['复制SM3', '复制成功'] }}>{h}</Typography.Text> },
        ]}
      />

      <Form.Item name="promise" valuePropName="checked" rules={[{ validator: async (_r, checked: boolean) => { if (!checked) throw new Error(NOTARY_MSG.promiseRequired); } }]}>
        <Checkbox>申请人承诺：所申请公证的电子数据系合法取得，所提供的信息真实、完整，如有虚假愿承担相应的法律责任。</Checkbox>
      </Form.Item>
      <div className="ep-notary-actions">
        <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
          提交申请表
        </Button>
        <Typography.Text type="secondary">提交后将据此生成电子申请表等公证文书，申请表内容不能再修改，请仔细核对。</Typography.Text>
      </div>
    </Form>
  );
}
