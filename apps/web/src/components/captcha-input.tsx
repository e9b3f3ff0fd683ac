import { Input } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import type { InputProps } from 'antd';

/** What a captcha field needs; the fetching lives in the feature that owns the endpoint. */
export interface CaptchaState {
  img: string | undefined;
  captchaKey: string | undefined;
  loading: boolean;
  refresh: () => void;
}

interface Props extends Omit<InputProps, 'addonAfter' | 'suffix'> {
  captcha: CaptchaState;
}

/** Text input with the captcha image beside it; clicking the image fetches a new one. */
export function CaptchaInput({ captcha, ...inputProps }: Props) {
  return (
    <div className="ep-captcha">
      <Input maxLength={4} autoComplete="off" placeholder="请输入图形验证码" {...inputProps} />
      <button
        type="button"
        className="ep-captcha__image"
        onClick={captcha.refresh}
        title="看不清？点击刷新"
        aria-label="图形验证码，点击刷新"
      >
        {captcha.loading || !captcha.img ? <LoadingOutlined aria-label="加载中" /> : <img src={captcha.img} alt="图形验证码" />}
      </button>
    </div>
  );
}
