/**
 * Batch download (000 §2 /attestation-list/download, §5, §9) and the streamed ZIP of a selection.
 * The specification's numbers and messages exactly; the rest is ours (docs/decisions.md).
 */
export const EVIDENCE_DOWNLOAD = {
  /** 000 §9: batch download 20 rows a page */
  pageSize: 20,
  /** 000 §9: the dialog after the download starts closes after 5 seconds */
  dialogSeconds: 5,
  /** 000 §9: each hidden download frame is removed after 300000 ms */
  frameRemoveMs: 300_000,
  /** ours: hidden frames are opened this far apart, so the browser does not drop simultaneous downloads */
  frameStaggerMs: 250,
} as const;

/** Our messages of the download routes (the specification's own are in EVIDENCE_MSG). */
export const DOWNLOAD_MSG = {
  /** a token that was not issued by this server, or was changed, or is of another kind */
  linkInvalid: '下载链接无效，请回到页面重新下载',
  /** a genuine token past its expiry */
  linkExpired: '下载链接已过期，请回到页面重新下载',
  /** a record in the selection that is not the caller's (answers like a missing one) */
  notFoundInScope: '存证记录不存在',
  /** the ZIP action */
  zipReady: '打包下载已开始',
  batchReady: '下载已开始',
  /** a preview asked for bytes past the end of the file */
  badRange: '请求的文件范围无效',
} as const;
