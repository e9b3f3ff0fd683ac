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
  saved: '保全成功',
  imageRequired: '请选择图片',
  // the individual form's formats (000 §5); the size is the company limit, the larger one
  imageType: '上传图片只能是png,jpg,jpeg或gif格式!',
  imageTooLarge: '上传图片不能超多20M',
  imageNotFound: '图片不存在',
} as const;
