import { useState } from 'react';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { MEMBER_MSG, MSG } from '@evidence/shared/constants';
import { PHONE_PATTERN } from '@evidence/shared/validators';
import type { TMember } from '@evidence/shared/contracts';
import { errorText, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useAddMember } from '../api/add';
import { queryMember } from '../api/query-member';
import { memberTemplateUrl } from '../api/template';
import { useUpdateMember } from '../api/update';
import { useMemberSms } from '../hooks/use-member-sms';
import { LetterUpload, type LetterValue } from './letter-upload';
import { SmsCodeRow } from './sms-code-row';
import './members.css';

interface Props {
  open: boolean;
  /** the member being edited (status 2), or null to add one */
  member: TMember | null;
  companyName: string;
  onClose: () => void;
}

interface Values {
  mobile: string;
  smsCode: string;
  letter: LetterValue | null;
}

/**
 * 新增成员 / 编辑成员 (001 §5): the phone is checked on blur and resolved to the member's name; the
 * code (type 7) goes to the member's phone and can be asked for only once a name was resolved.
 */
export function MemberFormDialog({ open, member, companyName, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  // the parent mounts the dialog afresh for each opening (key), so these start from the member
  const [who, setWho] = useState<{ mobile: string; user_id: number; name: string } | null>(member ? { mobile: member.mobile, user_id: member.son_uid, name: member.name } : null);
  const sms = useMemberSms(companyName);
  const add = useAddMember();
  const update = useUpdateMember();

  const initial: Partial<Values> = member
    ? { mobile: member.mobile, letter: member.file_path && member.file_full_path ? { path: member.file_path, previewUrl: member.file_full_path } : null }
    : {};

  async function onMobileBlur() {
    const mobile = String(form.getFieldValue('mobile') ?? '').trim();
    if (who && who.mobile === mobile) return;
    setWho(null);
    sms.clear();
    if (!mobile) return form.setFields([{ name: 'mobile', errors: [MSG.phoneRequired] }]);
    if (!PHONE_PATTERN.test(mobile)) return form.setFields([{ name: 'mobile', errors: [MSG.phoneInvalid] }]);
    try {
      const found = await queryMember(mobile);
      setWho({ mobile, ...found });
      form.setFields([{ name: 'mobile', errors: [] }]);
    } catch (e) {
      form.setFields([{ name: 'mobile', errors: [errorText(e)] }]);
    }
  }

  async function onSubmit(v: Values) {
    if (!sms.token) return toast.error(MEMBER_MSG.smsTokenMissing);
    if (!who || !v.letter) return;
    const common = { mobile: who.mobile, smsCode: v.smsCode, smsToken: sms.token, filePath: v.letter.path };
    try {
      if (member) await update.mutateAsync({ ...common, member_id: String(member.member_id) });
      else await add.mutateAsync({ ...common, son_uid: String(who.user_id), pid: undefined });
      toast.success(member ? MEMBER_MSG.updated : MEMBER_MSG.added);
      onClose();
    } catch (e) {
      reportError(e);
    }
  }

  async function onTemplate() {
    try {
      window.open(await memberTemplateUrl(), '_blank', 'noopener');
    } catch (e) {
      reportError(e);
    }
  }

  return (
    <Modal open={open} title={member ? '编辑成员' : '新增成员'} onCancel={onClose} footer={null} destroyOnHidden width={520}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void onSubmit(v)} requiredMark>
        <Form.Item label="成员手机号" name="mobile" rules={[{ required: true, message: MEMBER_MSG.mobileRequired }]}>
          <Input maxLength={11} inputMode="tel" placeholder="请输入已实名个人账号的手机号" onBlur={() => void onMobileBlur()} data-testid="member-mobile" />
        </Form.Item>
        <Form.Item label="成员姓名">
          <Input value={who?.name ?? ''} readOnly placeholder="输入手机号后自动带出" data-testid="member-name" />
        </Form.Item>
        <Form.Item label="短信验证码" name="smsCode" rules={[{ required: true, message: MEMBER_MSG.smsCodeRequired }]} extra={who ? `验证码将发送至成员手机 ${who.mobile}` : undefined}>
          <SmsCodeRow remaining={sms.remaining} sending={sms.sending} canSend={Boolean(who)} onSend={() => { if (who) void sms.send(who.mobile, '7'); }} placeholder="请输入成员手机号短信验证码" />
        </Form.Item>
        <Form.Item
          label="授权委托书"
          name="letter"
          rules={[{ required: true, message: MEMBER_MSG.letterRequired }]}
          extra={
            <span>
              请下载模板，填写并加盖公章后拍照上传（png、jpg、gif 图片）。
              <Typography.Link onClick={() => void onTemplate()} data-testid="letter-template">
                下载授权委托书模板
              </Typography.Link>
            </span>
          }
        >
          <LetterUpload />
        </Form.Item>
        <div className="ep-member-form__footer">
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={add.isPending || update.isPending} data-testid="member-submit">
            提交
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
