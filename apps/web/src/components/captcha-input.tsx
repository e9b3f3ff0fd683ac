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

/** The image's texts (title, screen-reader label, alt, loading); Chinese unless a page gives others. */
export interface CaptchaTexts {
  refreshTitle: string;
  refreshLabel: string;
  image: string;
  loading: string;
}

const ZH: CaptchaTexts = { refreshTitle: '看不清？点击刷新', refreshLabel: '图形验证码，点击刷新', image: '图形验证码', loading: '加载中' };

interface Props extends Omit<InputProps, 'addonAfter' | 'suffix'> {
  captcha: CaptchaState;
  texts?: CaptchaTexts;
}

/** Text input with the captcha image beside it; clicking the image fetches a new one. */
export function CaptchaInput({ captcha, texts = ZH, ...inputProps }: Props) {
  return (
    <div className="ep-captcha">
      <Input maxLength={4} autoComplete="off" placeholder="请输入图形验证码" {...inputProps} />
      <button
        type="button"
        className="ep-captcha__image"
        onClick={captcha.refresh}
        title={texts.refreshTitle}
        aria-label={texts.refreshLabel}
      >
        {captcha.loading || !captcha.img ? <LoadingOutlined aria-label={texts.loading} /> : <img src={captcha.img} alt={texts.image} />}
      </button>
    </div>
  );
}
