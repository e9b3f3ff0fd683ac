import type { ReactNode } from 'react';
import { Steps } from 'antd';
import './esign-phone.css';

const STEPS = [{ title: '合同信息' }, { title: '身份核验' }, { title: '阅读合同' }, { title: '意愿认证' }, { title: '签署' }];

interface Props {
  /** 0 合同信息 … 4 签署; null: no step is claimed (an unusable link, the result page) */
  step: 0 | 1 | 2 | 3 | 4 | null;
  title?: string;
  children: ReactNode;
}

/** The frame of every /h5elesign page: 375 px first, the signing steps on top so the signer sees where they are. */
export function H5Frame({ step, title = '电子合同签署', children }: Props) {
  return (
    <div className="ep-h5s">
      <h1 className="ep-h5s__title">{title}</h1>
      {step !== null && <Steps className="ep-h5s__steps" size="small" orientation="horizontal" responsive={false} titlePlacement="vertical" current={step} items={STEPS} />}
      {children}
    </div>
  );
}
