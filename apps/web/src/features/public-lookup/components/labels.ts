/** The lookup pages' texts: Chinese, and English for /English/safekeeping. */
export type Lang = 'zh' | 'en';

export const LABELS = {
  zh: {
    no: '保全号', noPlaceholder: '请输入18位保全号', captcha: '图形验证码', captchaPlaceholder: '请输入图形验证码', search: '查询',
    captchaTexts: { refreshTitle: '看不清？点击刷新', refreshLabel: '图形验证码，点击刷新', image: '图形验证码', loading: '加载中' },
    facts: '存证信息', fileStatus: '存证状态', fileType: '文件类型', size: '文件大小', saveTime: '保全时间', holder: '持有人',
    leafIndex: '账本序号', leafHash: '账本记录哈希', anchors: '锚定状态', noAnchor: '未配置区块链或时间戳锚定：由公证方签名的账本检查点担保',
    notInLedger: '尚未写入账本', downloadCert: '下载存证证书', verifyLink: '核验文件', newSearch: '重新查询',
    extract: '提取证据', extractHint: '持有证据所有者提供的提取码？在证书页面凭保全号和提取码下载证据包。',
    copy: (what: string) => `复制${what}`, copied: '复制成功',
    privacy: '按保全号只能查到存证的公开信息（哈希、时间、账本位置、锚定状态）；文件名、文件内容和持有人身份不公开。',
    verifyHint: '如需确认手中的文件就是该存证的原件，请到「电子数据核验」页选择文件和证明文件（proof.json）或证据包，文件只在您的浏览器中计算，不会上传。',
    anchorType: { evm: '区块链', tsa: '可信时间戳' },
    english: 'English', chinese: '中文',
  },
  en: {
    no: 'Evidence number', noPlaceholder: '18-digit evidence number', captcha: 'Captcha', captchaPlaceholder: 'Characters in the image', search: 'Search',
    captchaTexts: { refreshTitle: 'Hard to read? Click for another', refreshLabel: 'Captcha image, click for another', image: 'Captcha image', loading: 'Loading' },
    facts: 'Evidence record', fileStatus: 'Status', fileType: 'File type', size: 'File size', saveTime: 'Preserved at', holder: 'Holder',
    leafIndex: 'Ledger index', leafHash: 'Ledger leaf hash', anchors: 'Anchoring', noAnchor: "No chain or time-stamp anchor configured: the notary's signed ledger checkpoint vouches for the record",
    notInLedger: 'not yet in the ledger', downloadCert: 'Download certificate (PDF, Chinese)', verifyLink: 'Verify a file', newSearch: 'New search',
    extract: 'Extract evidence', extractHint: "Holding the owner's extraction code? Download the evidence package with the number and the code on the certificate page.",
    copy: (what: string) => `Copy ${what}`, copied: 'Copied',
    privacy: "A number reveals only the record's public facts (hashes, time, ledger position, anchoring); the file name, the file and the holder's identity are not shown.",
    verifyHint: 'To check that a file is the preserved original, open the verify page and choose the file and its proof.json or the evidence package; the file is hashed in your browser and never uploaded.',
    anchorType: { evm: 'Blockchain', tsa: 'Trusted time stamp' },
    english: 'English', chinese: '中文',
  },
} as const;

export type Labels = (typeof LABELS)[Lang];

/** Status names the server gives in Chinese, shown in English on the English page. */
export const EN_NAMES: Record<string, string> = {
  已上传: 'Preserved', 上传中: 'Uploading', 证据缺失: 'Original missing',
  文档: 'Document', 图片: 'Image', 音频: 'Audio', 视频: 'Video', 其他: 'Other',
  上链中: 'Pending', 上链成功: 'Anchored', 上链失败: 'Failed (retrying)',
  等待可信时间戳: 'Pending', 已取得可信时间戳: 'Time-stamped', 可信时间戳获取失败: 'Failed (retrying)',
};

