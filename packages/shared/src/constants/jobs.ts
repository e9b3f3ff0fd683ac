/** What a page shows for a job's state (the jobs table's `status`, docs/jobs.md). */
export const JOB_STATUS_LABEL = {
  queued: '排队中',
  running: '执行中',
  succeeded: '已完成',
  failed: '失败',
  cancelled: '已取消',
} as const;

/** The lines the job queue itself writes into a job's last_error (a handler's AppError keeps its own). */
export const JOB_MSG = {
  cancelled: '任务已取消',
  interruptedTooOften: '任务多次中断，已停止重试',
  internal: '任务执行出错，请稍后重试或联系客服',
} as const;
