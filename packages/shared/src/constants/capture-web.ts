/** The web capture's own texts and limits (issue 17 item 1; docs/online-evidence.md). */
export const CAPTURE_WEB_MSG = {
  urlRequired: '请填写取证网址',
  urlTooLong: '网址不能超过2048个字符',
  badCaptureNo: '取证编号不正确',
  accepted: '已提交取证，正在排队',
  selectToDownload: '请选择需要下载的取证记录',
  badIds: '请选择正确的取证记录',
  tooManyIds: '一次最多下载1000条取证记录',
  notReady: '取证尚未完成',
  badFileRole: '文件类型不正确',
  fileMissing: '文件不存在',
} as const;

/** Polling of a page that shows captures still queued or running. */
export const CAPTURE_WEB_POLL_MS = 3000;
