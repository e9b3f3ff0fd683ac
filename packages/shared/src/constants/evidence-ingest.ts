/**
 * Preserving files (issue 4 §1, /newAccessCard) and uploadNormal (000 §7): the resumable upload's
 * constants and the messages of this area that the specification leaves to us.
 */
export const INGEST = {
  /** chunk size of the resumable upload (issue 4 §1) */
  chunkBytes: 5_242_880,
  /** the tus endpoint under the API (login required like every API call) */
  tusPath: '/api/upload/tus',
  /** tus Upload-Metadata keys the page sends */
  metaKeys: { fileName: 'filename', title: 'title', label: 'label', type: 'filetype' },
  /** file names at most (the column is varchar(255)) */
  fileNameMax: 255,
  /** uploadNormal: the image types accepted, checked by content */
  imageExtensions: ['png', 'jpg', 'jpeg', 'gif'],
} as const;

export const INGEST_MSG = {
  fileRequired: '请选择要保全的文件',
  emptyFile: '不能保全空文件',
  fileTooLarge: '文件不能超过4GB',
  badMetadata: '上传信息不正确，请重新选择文件',
  uploadNotFound: '上传记录不存在或已过期，请重新上传',
  notFinished: '文件尚未上传完成',
  finishing: '文件正在保存，不能取消',
  storeFailed: '文件保存失败，请稍后重试',
  // refusals of the resumable upload's protocol (every @tus/server error has one: decision 227)
  badLength: '文件大小信息不正确，请重新选择文件',
  badOffset: '上传位置信息不正确，请刷新页面后继续上传',
  offsetConflict: '上传位置不一致，请刷新页面后继续上传',
  badChunkType: '上传数据格式不正确，请刷新页面后重试',
  chunkBeyondSize: '上传的数据超出了文件声明的大小，请重新上传',
  protocolVersion: '上传协议版本不受支持，请刷新页面后重试',
  uploadInterrupted: '上传已中断，请稍后继续上传',
  uploadBusy: '该文件正在上传，请稍后再试',
  alreadyUploaded: '文件已上传完成，不能取消',
  unsupportedUpload: '不支持该上传方式，请刷新页面后重试',
  badUploadRequest: '上传请求不正确，请刷新页面后重试',
  saved: '保全成功',
  imageRequired: '请选择图片',
  // the individual form's formats (000 §5); the size is the company limit, the larger one
  imageType: '上传图片只能是png,jpg,jpeg或gif格式!',
  imageTooLarge: '上传图片不能超多20M',
  // the multipart body ended early or was malformed (a lost connection), not too large (decision 229)
  imageIncomplete: '图片上传不完整，请重新上传',
  imageNotFound: '图片不存在',
} as const;
