/**
 * The evidence area's enums and messages (000 §3, §5, §7, §9). The numeric values are those of the
 * `getList` filters; the names are what the list shows.
 */

/** File type filter and column (000 §7): 0 all, 1 document … 5 other. */
export const FileType = { all: 0, document: 1, image: 2, audio: 3, video: 4, other: 5 } as const;
export type FileTypeCode = 1 | 2 | 3 | 4 | 5;
export const FILE_TYPE_NAMES: Record<FileTypeCode, string> = { 1: '文档', 2: '图片', 3: '音频', 4: '视频', 5: '其他' };

/** Product filter and column (000 §7): 0 all, 1 self-service attestation, 2 API preservation. */
export const ProductType = { all: 0, selfService: 1, api: 2 } as const;
export type ProductTypeCode = 1 | 2;
export const PRODUCT_TYPE_NAMES: Record<ProductTypeCode, string> = { 1: '自助存证', 2: 'API保全' };

/**
 * Evidence file status (000 §4). Stored as these keys; `fileStatus` in answers is the name. The
 * certificate's `isDownload` uses the codes of 000 §5: 1 downloadable, 2 uploading, 0 missing.
 */
export const EvidenceStatus = { uploading: 'uploading', uploaded: 'uploaded', missing: 'missing' } as const;
export type EvidenceStatus = (typeof EvidenceStatus)[keyof typeof EvidenceStatus];
export const EVIDENCE_STATUS_NAMES: Record<EvidenceStatus, string> = { uploading: '上传中', uploaded: '已上传', missing: '证据缺失' };
export const IS_DOWNLOAD_CODE: Record<EvidenceStatus, 0 | 1 | 2> = { uploaded: 1, uploading: 2, missing: 0 };

/** Limits of the evidence area that the specification leaves to us (docs/decisions.md). */
export const EVIDENCE_LIMITS = {
  titleMax: 100,
  labelMax: 30,
  keywordMax: 50,
  /** one preserved file at most (resumable upload) */
  fileMaxBytes: 4 * 1024 ** 3,
  /** uploadNormal (images for other forms) */
  imageMaxBytes: 20_971_520,
  /** ids in one batch download */
  batchMax: 1000,
} as const;

/** Messages of the evidence area: the specification's exactly (000 §5, §8), then ours. */
export const EVIDENCE_MSG = {
  // 000 §2, §5, §8
  deleteConfirm: '是否删除该数据存证记录?',
  selectToDownload: '请选择需要下载的证据',
  noDownloadFiles: '无下载文件',
  stillUploading: '证据上传中请稍后下载',
  missingNoDownload: '证据缺失不可下载',
  uploadOk: '上传成功',
  // ours
  notFound: '存证记录不存在',
  deleted: '删除成功',
  subAccountNoDelete: '子账号不能删除存证记录',
  // worded like NOTARY_MSG.documentRecord: the record is every signer's, not only the sender's
  contractRecord: '该存证记录是电子合同，随签署流程保存，不能删除',
  // a capture package (网页取证 WACZ, 过程取证/OTT recording): its capture, certificate and 公证 read it
  captureRecord: '该存证记录是取证包，随取证记录保存，不能删除',
  // a law-enforcement recorder's recording: the unit's, the member's and the recorded party's evidence
  recordingRecord: '该存证记录是执法记录仪录像，随执法记录保存，不能删除',
  titleTooLong: '标题不能超过100个字符',
  labelTooLong: '标签不能超过30个字符',
  keywordTooLong: '关键词不能超过50个字符',
  badTime: '时间格式不正确',
  badType: '文件类型不正确',
  badProductType: '产品类型不正确',
  badIds: '请选择正确的存证记录',
  tooManyIds: '一次最多选择1000条存证记录',
  duplicateOfEarlier: '该文件与已保全的文件哈希相同，已另存为一条新的存证记录',
} as const;
