
/** The certificate's labels in Chinese (/attestation, /mobile) and English (/English/attestation). */
export type CertLang = 'zh' | 'en';

export const LABELS = {
  zh: {
    title: '电子数据存证证书',
    subtitle: 'Electronic Data Preservation Certificate',
    baoquan: '保全号',
    holder: '持有人',
    holderCreditCode: '统一社会信用代码',
    holderIdCard: '身份证号',
    issuer: '签发机构',
    seal: '平台电子印章',
    fileName: '文件名称',
    fileType: '文件类型',
    size: '文件大小',
    saveTime: '保全时间',
    sha256: '文件SHA256',
    sm3: '文件SM3',
    status: '证据状态',
    ledgerTitle: '账本与锚定信息',
    origin: '账本',
    leafIndex: '账本序号',
    leafHash: '叶子哈希',
    checkpoint: '检查点',
    checkpointText: (n: number) => `账本大小 ${n} 的签名检查点`,
    notCheckpointed: '尚未纳入已签名的检查点',
    rootHash: '根哈希',
    inclusion: '包含证明',
    inclusionYes: '可获取',
    inclusionNo: '暂不可获取',
    chainHash: '链上哈希',
    explorer: '在区块链浏览器中查看',
    anchorEvm: '区块链锚定',
    anchorTsa: '时间戳锚定',
    localAnchor: '（本机演示服务，非独立见证）',
    statement: '担保说明',
    signedNote: '签名检查点原文',
    device: '设备信息',
    appType: '系统',
    configName: '品牌',
    configModelName: '型号',
    configVersion: '系统版本',
    configProcessor: '处理器',
    configCore: '核心数',
    enforce: '执法信息',
    userName: '执法人员',
    mobile: '手机号',
    idCard: '身份证号',
    deviceId: '执法记录仪编号',
    startAt: '开始时间',
    endAt: '结束时间',
    uploadTime: '上传时间',
    // when the record's leaf entered the ledger; a blockchain anchor, if any, is shown under 账本与锚定
    chainTime: '入账时间',
    address: '地点',
    qr: '扫码在手机上查看',
    download: '下载证据',
    downloadPdf: '下载PDF证书',
    shareLink: '复制证书链接',
    print: '打印证书',
    masked: '（已脱敏）',
  },
  en: {
    title: 'Electronic Data Preservation Certificate',
    subtitle: '电子数据存证证书',
    baoquan: 'Evidence No.',
    holder: 'Holder',
    holderCreditCode: 'Unified social credit code',
    holderIdCard: 'ID number',
    issuer: 'Issued by',
    seal: "The platform's electronic seal",
    fileName: 'File name',
    fileType: 'File type',
    size: 'File size',
    saveTime: 'Preserved at',
    sha256: 'File SHA-256',
    sm3: 'File SM3',
    status: 'Status',
    ledgerTitle: 'Ledger and anchoring',
    origin: 'Ledger',
    leafIndex: 'Ledger index',
    leafHash: 'Leaf hash',
    checkpoint: 'Checkpoint',
    checkpointText: (n: number) => `signed checkpoint of tree size ${n}`,
    notCheckpointed: 'not yet in a signed checkpoint',
    rootHash: 'Root hash',
    inclusion: 'Inclusion proof',
    inclusionYes: 'available',
    inclusionNo: 'not available yet',
    chainHash: 'Block hash',
    explorer: 'View in the blockchain explorer',
    anchorEvm: 'Blockchain anchor',
    anchorTsa: 'Time-stamp anchor',
    localAnchor: ' (local demo service, not an independent witness)',
    statement: 'What vouches for it',
    signedNote: 'Signed checkpoint',
    device: 'Device',
    appType: 'OS',
    configName: 'Brand',
    configModelName: 'Model',
    configVersion: 'OS version',
    configProcessor: 'Processor',
    configCore: 'Cores',
    enforce: 'Law enforcement',
    userName: 'Officer',
    mobile: 'Phone',
    idCard: 'ID number',
    deviceId: 'Recorder ID',
    startAt: 'Started',
    endAt: 'Ended',
    uploadTime: 'Uploaded',
    chainTime: 'Entered the ledger',
    address: 'Place',
    qr: 'Scan to view on a phone',
    download: 'Download evidence',
    downloadPdf: 'Download PDF certificate',
    shareLink: 'Copy certificate link',
    print: 'Print certificate',
    masked: ' (masked)',
  },
} as const;

export type Labels = (typeof LABELS)[CertLang];

/** English statements for the server's Chinese ones (the facts are the same). */
export function statementText(zh: string, lang: CertLang): string {
  if (lang === 'zh') return zh;
  if (zh.startsWith('尚未配置区块链锚定')) return 'No blockchain anchor is configured: only the notary ledger\'s signed checkpoint vouches for this record.';
  if (zh.startsWith('上链中')) return 'Anchoring pending: for now only the notary ledger\'s signed checkpoint vouches for this record.';
  if (zh.startsWith('等待可信时间戳')) return 'Time stamp pending: for now only the notary ledger\'s signed checkpoint vouches for this record.';
  return `The signed checkpoint is anchored (${zh}).`;
}

const EN_NAMES: Record<string, string> = {
  文档: 'Document', 图片: 'Image', 音频: 'Audio', 视频: 'Video', 其他: 'Other',
  已上传: 'Uploaded', 上传中: 'Uploading', 证据缺失: 'Missing',
  上链中: 'pending', 上链成功: 'anchored', 上链失败: 'failed (retrying)',
  // a time-stamp anchor is no chain (decision 164)
  等待可信时间戳: 'time stamp pending', 已取得可信时间戳: 'time-stamped (trusted time stamp)', 可信时间戳获取失败: 'time stamp failed (retrying)',
};

/** The server's Chinese enum names (file type, status, anchor state) in the page's language. */
export function nameIn(zh: string, lang: CertLang): string {
  return lang === 'zh' ? zh : (EN_NAMES[zh] ?? zh);
}
