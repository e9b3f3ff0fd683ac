import { Button, Card } from 'antd';
import { BankOutlined, IdcardOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import './verification-choice.css';

interface Props {
  /** whether a page exists; an unbuilt company form says 即将开放 instead of leading nowhere */
  isBuilt: (path: string) => boolean;
}

const CHOICES = [
  {
    key: 'person',
    icon: <IdcardOutlined />,
    title: '个人实名认证',
    text: '适用于个人用户。需要填写身份信息，上传身份证人像面、国徽面和手持身份证照片，提交后进行人脸核验。',
    action: '前往个人认证',
    path: '/personage-kyc?status=1',
  },
  {
    key: 'company',
    icon: <BankOutlined />,
    title: '企业实名认证',
    text: '适用于企业等组织。需要营业执照、法定代表人和被授权人信息、对公账户以及加盖公章的授权委托书。',
    action: '前往企业认证',
    path: '/organization-kyc?status=2',
  },
] as const;

/**
 * /authentication before the account has a type (000 §2): individual or company. The choice is
 * made by the first submitted form, so nothing is stored here.
 */
export function VerificationChoice({ isBuilt }: Props) {
  const navigate = useNavigate();
  return (
    <div className="ep-verify-choice">
      <p className="ep-verify-choice__lead">完成实名认证后即可使用数据存证、在线公证等全部功能。请选择认证类型：</p>
      <div className="ep-verify-choice__cards">
        {CHOICES.map((c) => {
          const built = isBuilt(c.path);
          return (
            <Card key={c.key} className="ep-verify-choice__card">
              <div className="ep-verify-choice__icon" aria-hidden>
                {c.icon}
              </div>
              <h2 className="ep-verify-choice__title">{c.title}</h2>
              <p className="ep-verify-choice__text">{c.text}</p>
              <Button type={c.key === 'person' ? 'primary' : 'default'} size="large" block disabled={!built} onClick={() => void navigate(c.path)}>
                {built ? c.action : `${c.action}（即将开放）`}
              </Button>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
