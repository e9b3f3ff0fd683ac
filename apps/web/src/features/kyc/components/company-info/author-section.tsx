import { useState } from 'react';
import { Alert, Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { TCompanyData, TVerifyInfo } from '@evidence/shared/contracts';
import { SubmissionStatus, VERIFY_MSG } from '@evidence/shared/constants';
import { formatDateTime } from '@/lib/format';
import { authorItems } from './company-info-sections';
import { AuthorChangeForm } from './author-change-form';
import { InfoSection } from './info-section';

interface Props {
  info: TVerifyInfo;
  data: TCompanyData;
  onChanged: () => void;
}

/**
 * 被授权人 of a verified company (000 §4, §6): the person in force, and 变更被授权人 which turns the
 * section into an edit form with 取消. While a change is under review that state shows instead of the
 * button; a rejected change shows its reason (and may be sent again).
 */
export function AuthorSection({ info, data, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const change = info.authorChange;
  const reviewing = change?.status === SubmissionStatus.submitted || (!info.canChangeAuthor && info.canChangeAccount);
  const canEdit = info.canChangeAuthor && !editing;

  const actions = editing ? (
    <Button onClick={() => setEditing(false)}>取消</Button>
  ) : canEdit ? (
    <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
      变更被授权人
    </Button>
  ) : undefined;

  return (
    <InfoSection title={editing ? '变更被授权人' : '被授权人'} items={editing ? [] : authorItems(data)} actions={actions}>
      {!editing && reviewing && change && (
        <Alert type="info" showIcon title={VERIFY_MSG.changePending} description={`提交时间：${formatDateTime(change.submittedAt)}，审核通过前仍以当前被授权人为准。`} data-testid="author-change-state" />
      )}
      {!editing && !reviewing && change?.status === SubmissionStatus.rejected && (
        <Alert
          type="error"
          showIcon
          title="被授权人变更未通过审核"
          description={`驳回原因：${change.rejectReason ?? '—'}${change.reviewedAt ? `（${formatDateTime(change.reviewedAt)}）` : ''}。如需变更，请重新提交。`}
          data-testid="author-change-state"
        />
      )}
      {editing && (
        <AuthorChangeForm
          onCancel={() => setEditing(false)}
          onSubmitted={() => {
            setEditing(false);
            onChanged();
          }}
        />
      )}
    </InfoSection>
  );
}
