/** Messages and limits of process recording (过程取证) and OTT sessions (issue 17 items 2 and 3). */
export const PROCESS_LIMITS = {
  /** the shortest reservation */
  minMinutes: 1,
  /** a live page's single-use socket ticket lives this long */
  ticketTtlMs: 60_000,
  /** how long the clean-environment report stays on screen (and in the video) before the user takes over */
  reportMs: 3_000,
  /** a session nobody has watched this long (the tab was closed) ends itself and goes to 待确认 */
  idleMs: 3 * 60_000,
  /** how often the auto-confirm sweep looks for sessions past their 24 hours */
  sweepIntervalMs: 60_000,
} as const;

export const PROCESS_MSG = {
  badMinutes: '请选择取证时长',
  tooManyMinutes: (max: number) => `取证时长最多${max}分钟`,
  badStartUrl: '起始网址格式不正确，请输入以 http:// 或 https:// 开头的完整网址',
  added: '已提交，正在排队',
  cancelled: '已取消，积分已退还',
  cancelling: '正在结束取证，结束后积分全部退还',
  abandoned: '已放弃，积分已退还',
  confirmed: '已确认，证据已保全',
  notQueuedOrPending: '当前状态不能取消或放弃',
  processing: '录像正在处理，请稍后再试',
  notPending: '当前状态不能确认',
  confirming: '正在确认，请稍候',
  notLive: '取证会话未在进行中',
  notOnThisNode: '取证会话暂时无法连接，请刷新页面重试',
  environmentFailed: '取证环境清洁性检查未通过，积分已退还',
  sessionFailed: '取证会话异常中断，积分已退还',
  restartFailed: '取证期间服务重启，本次取证失败，积分已退还',
  emptyRecording: '未录到任何画面，积分已退还',
  notConfirmed: '取证尚未确认，暂无证书',
  ended: '取证已结束',
  ottNotice: '本功能以电视盒子配置（1920×1080 分辨率、电视盒子 User-Agent）的浏览器录制，不连接真实机顶盒；连接真实机顶盒需要设备适配器，不在本版本范围内。',
  autoConfirmNote: '待确认的取证将在结束后 24 小时自动确认，自动确认后不再退还积分',
} as const;
