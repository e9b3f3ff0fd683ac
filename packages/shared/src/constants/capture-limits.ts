/**
 * What a capture does not prove, said on its view page and in its report in the same words (issue 23 item 4;
 * decision 645): a court must not read more into a capture than it shows.
 */
export const WEB_CAPTURE_DOES_NOT_PROVE =
  '本次网页取证不证明：网站运营者的身份；网站对其他访问者、其他时间或其他网络位置显示相同内容；网页所载内容本身的真实性；被出站检查拒绝或未能加载的内容（见“出站检查拒绝的连接”）。检查明细中标为“未检查”的项目未经核对。';
export const SESSION_CAPTURE_DOES_NOT_PROVE =
  '本次过程取证不证明：录制画面以外发生的事；操作者本人的身份（仅证明由本账号发起并确认）；网站对其他访问者显示相同内容；网页所载内容本身的真实性。画面下方的时间与网址由平台服务器写入，检查明细中标为“未检查”的项目未经核对。';
