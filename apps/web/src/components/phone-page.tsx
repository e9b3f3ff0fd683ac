import type { ReactNode } from 'react';
import './phone-page.css';

interface Props {
  /** the large warning that the page is a local test stand-in (本地测试收银台（非真实支付）…) */
  notice: string;
  /** the smaller sentence under it */
  detail: string;
  children: ReactNode;
}

/**
 * The frame of the local test providers' phone pages (/mobile/cashier/:token, /mobile/face/:token):
 * 375 px first, sized in rem against the mobile layout's 750px design, with the notice on top so no
 * tester mistakes it for a real payment or identity check. `PhonePage.Actions`, `.Error` hold the
 * pages' shared parts below it.
 */
export function PhonePage({ notice, detail, children }: Props) {
  return (
    <div className="ep-phone-page">
      <div className="ep-phone-page__notice" role="alert">
        {notice}
        <small>{detail}</small>
      </div>
      {children}
    </div>
  );
}

/** The stacked full-width buttons (确认支付 / 取消支付, 模拟核验通过 / 不通过). */
PhonePage.Actions = function PhonePageActions({ children }: { children: ReactNode }) {
  return <div className="ep-phone-page__actions">{children}</div>;
};

/** A refusal of the last action, in red under the facts. */
PhonePage.Error = function PhonePageError({ children }: { children: ReactNode }) {
  return <p className="ep-phone-page__error">{children}</p>;
};
