import { Alert, Button, Descriptions, Empty } from 'antd';
import { useNavigate } from 'react-router';
import type { TVerifyInfo } from '@evidence/shared/contracts';
import { SUBMISSION_STATUS_NAMES, SubmissionStatus, VerifyStatus } from '@evidence/shared/constants';
import { formatDateTime } from '@/lib/format';
import { faceCheckNeeded, faceSummaryText } from './face-check';
import { IdentityPhotos } from './identity-photos';
import { stateAlertType } from './state-alert';
import './person-info.css';

interface Props {
  /** getVerifyInfo (masked) */
  info: TVerifyInfo;
  /** not for sub-accounts, who cannot submit */
  canSubmit: boolean;
  /** the form's path when built, else null */
  formPath: string | null;
  /** the face check's page when built, else null */
  facePath: string | null;
}

const statusName = (s: number) => SUBMISSION_STATUS_NAMES[s as keyof typeof SUBMISSION_STATUS_NAMES] ?? '-';

/**
 * /person-info: the state with its review, the data as submitted (numbers masked by the server),
 * the photos (signed URLs, preview on click) and the face check when there is one.
 */
export function PersonInfoView({ info, canSubmit, formPath, facePath }: Props) {
  const navigate = useNavigate();
  const current = info.current;
  const person = current?.person ?? null;
  const faceNeeded = person !== null && current !== null && faceCheckNeeded(person.face, current.status);
  const canRedo = canSubmit && formPath !== null && (info.userStatus === VerifyStatus.failed || info.userStatus === VerifyStatus.editable);
  const canStart = canSubmit && formPath !== null && info.userStatus === VerifyStatus.unverified;
  const alertType = stateAlertType(info.userStatus);
  const rejectedWithReason = current?.status === SubmissionStatus.rejected && Boolean(current.rejectReason);

  return (
    <div className="ep-person-info">
      {info.message && alertType && (
        <Alert
          type={alertType}
          showIcon
          title={info.message}
          description={
            rejectedWithReason || canRedo ? (
              <>
                {rejectedWithReason && <div>驳回原因：{current?.rejectReason}</div>}
                {canRedo && (
                  <Button type="primary" className="ep-person-info__redo" onClick={() => void navigate(formPath!)}>
                    重新认证
                  </Button>
                )}
              </>
            ) : undefined
          }
        />
      )}
      {!current || !person ? (
        <Empty description={info.userStatus === VerifyStatus.unverified ? '您还未提交个人实名认证' : '未找到本账号提交的认证资料记录'}>
          {canStart && (
            <Button type="primary" onClick={() => void navigate(formPath!)}>
              去认证
            </Button>
          )}
        </Empty>
      ) : (
        <>
          <Descriptions
            title="审核信息"
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              { key: 'status', label: '审核状态', children: statusName(current.status) },
              { key: 'submitted', label: '提交时间', children: formatDateTime(current.submittedAt) },
              { key: 'reviewed', label: '审核时间', children: formatDateTime(current.reviewedAt) },
              ...(current.status === SubmissionStatus.rejected ? [{ key: 'reason', label: '驳回原因', children: current.rejectReason ?? '未注明' }] : []),
            ]}
          />
          <Descriptions
            title="身份信息"
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              { key: 'name', label: '姓名', children: person.userName },
              { key: 'type', label: '证件类型', children: person.type === 1 ? '居民身份证' : String(person.type) },
              { key: 'id', label: '身份证号码', children: <span className="ep-mono">{person.idCard}</span> },
              { key: 'sex', label: '性别', children: person.sex === 1 ? '女' : '男' },
              { key: 'mobile', label: '手机号码', children: person.mobile },
              { key: 'address', label: '身份证地址', children: person.address },
              {
                key: 'face',
                label: '人脸核验',
                children: (
                  <>
                    {faceSummaryText(person.face)}
                    {faceNeeded && canSubmit && facePath && (
                      <Button type="link" size="small" onClick={() => void navigate(facePath)}>
                        {person.face.result === 'FAIL' ? '重新核验' : '去人脸核验'}
                      </Button>
                    )}
                  </>
                ),
              },
            ]}
          />
          <IdentityPhotos person={person} />
          {canRedo && !info.message && (
            <Button type="primary" onClick={() => void navigate(formPath!)}>
              重新认证
            </Button>
          )}
        </>
      )}
    </div>
  );
}
