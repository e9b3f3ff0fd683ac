/**
 * Evidence sharing by extraction code and the record's custody log (000 §2, §5, §6, §7, §9;
 * issue 4 §6). The specification's messages are quoted exactly; the rest are ours.
 */

/** 5 wrong codes for one record from one address within an hour lock that pair for an hour (issue 4 §6). */
export const EXTRACT_LOCK_AFTER = 5;
export const EXTRACT_LOCK_WINDOW_MS = 3_600_000;
export const EXTRACT_LOCK_MS = 3_600_000;
/**
 * The limit per record across all addresses (issue 14, decision 171): 10 wrong codes for one record
 * within EXTRACT_LOCK_WINDOW_MS, from any addresses, stop extraction by code for that record for 15
 * minutes; each further lock within a day of the last lasts twice as long, at most a day.
 */
export const EXTRACT_RECORD_LOCK_AFTER = 10;
export const EXTRACT_RECORD_LOCK_BASE_MS = 900_000;
export const EXTRACT_RECORD_LOCK_MAX_MS = 86_400_000;
export const EXTRACT_RECORD_STRIKE_MEMORY_MS = 86_400_000;
/** rows per page of the custody log (ours; the list pages of 000 §9 use 10) */
export const CUSTODY_PAGE_SIZE = 10;

export const SHARE_MSG = {
  // 000 §8
  copied: '复制成功',
  saved: '操作成功',
  stillUploading: '证据上传中请稍后下载',
  missingNoDownload: '证据缺失不可下载',
  // ours
  notFound: '存证记录不存在',
  baoquanRequired: '请输入保全号',
  baoquanInvalid: '保全号格式不正确',
  wrongCode: '提取码错误，1小时内还可尝试{left}次',
  locked: '提取码连续输错次数过多，该证据已暂停向您的网络地址提供提取，请{minutes}分钟后再试',
  recordLocked: '该证据近期被多次输入错误的提取码，已暂停凭提取码提取，请{minutes}分钟后再试',
  noCode: '该证据的所有者尚未设置提取码，暂不能提取',
  codeUnreadable: '提取码无法读取，请重新设置提取码',
  subAccountNoChange: '子账号不能修改企业提取码，请联系企业主账号',
  extracted: '提取成功，正在下载',
  changeConfirm: '修改后原提取码立即失效，已告知他人的原提取码将无法再提取证据。确定修改吗？',
  subAccountNote: '您当前以企业成员（子账号）身份登录，以下为企业的证据提取码，由企业主账号设置和修改。',
  badLang: '语言参数只能是 zh 或 en',
  noCodeYet: '尚未设置提取码。设置后，持有保全号和提取码的人可以在证书页面提取（下载）您的证据。',
  /** the owner's notification when an address is locked out */
  lockNotice:
    '您的存证记录（保全号 {baoquan}）在1小时内被同一网络地址（{address}）连续{count}次输入错误的提取码，该地址已被暂停提取该证据1小时。如非您授权的人员操作，请及时修改提取码。',
  /** the owner's notification when a record is locked for every address (issue 14) */
  recordLockNotice:
    '您的存证记录（保全号 {baoquan}）在1小时内被输入错误的提取码{count}次，为防止提取码被猜中，已暂停所有人凭提取码提取该证据{duration}。您登录后仍可在存证列表中直接下载；如非您授权的人员操作，请修改提取码，修改后即可恢复凭新提取码提取。',
  /** the settings tab, when the stored code is weaker than today's rule */
  weakCodeWarning: '您当前的提取码较弱（新提取码须为6至30个字符，同时包含字母和数字），仍可继续使用，建议尽快修改。',
  /** the 分享 dialog and its links (issue 24 item 7) */
  linkExpired: '该分享链接已过期，请联系证据所有者重新分享',
  badShareDays: '分享链接有效期只能是永久、7天或30天',
  /** under a link that ends: the end bounds the link, not the account's extraction code (decision 871) */
  linkEndNote: '链接到期后不能再打开证书；知道保全号和提取码的人仍可凭提取码提取原件。如需停止，请在设置中修改提取码。',
} as const;

/** What each custody action is called on the certificate page (values of CustodyAction on the server). */
export const CUSTODY_ACTION_NAMES: Record<string, string> = {
  saved: '存证保全',
  viewed: '查看证书',
  download_original: '下载原始文件',
  download_package: '下载证据包',
  download_zip: '批量下载',
  extracted: '凭提取码提取',
  extract_refused: '提取被拒绝',
  download_certificate: '下载证书',
  deleted: '删除记录',
  blob_removed: '清除原始文件',
  found_missing: '发现证据缺失',
  contact_revealed: '公证员查看申请人完整联系电话',
};

/** The same actions on the English certificate (/English/attestation), keyed alike. */
export const CUSTODY_ACTION_NAMES_EN: Record<string, string> = {
  saved: 'Preserved',
  viewed: 'Certificate viewed',
  download_original: 'Original downloaded',
  download_package: 'Evidence package downloaded',
  download_zip: 'Batch download',
  extracted: 'Extracted with the code',
  extract_refused: 'Extraction refused',
  download_certificate: 'Certificate downloaded',
  deleted: 'Record deleted',
  blob_removed: 'Original purged',
  found_missing: 'Original found missing',
  contact_revealed: "The notary viewed the applicant's full phone number",
};

/** How long a share link stays valid, in days; 0 is 永久 (the certificate's own link, decision 870). */
export const SHARE_LINK_DAYS = [0, 7, 30] as const;
export type ShareLinkDays = (typeof SHARE_LINK_DAYS)[number];
/** A share token is told from a certificate view token (24 base64url characters) by this prefix. */
export const SHARE_TOKEN_PREFIX = 'sl_';
