/**
 * What the platform is for, as the landing page explains it. `path` is the page that delivers it:
 * the route passes in which are open, and the others say 即将开放 instead of looking available.
 */
export const CAPABILITIES = [
  {
    key: 'hash',
    path: '/attestation-list',
    title: '数据存证',
    text: '文件上传过程中同步计算 SHA-256 与国密 SM3 双重哈希，原始文件完整保存，确定电子数据在存证时刻的完整状态。',
  },
  {
    key: 'ledger',
    path: '/attestation-list',
    title: '防篡改账本',
    // honest whatever is configured (decision 235): the signed ledger always, anchoring only when set up
    text: '每一次存证都写入只能追加的 Merkle 账本，账本检查点由公证处签名，任何改动都能被发现；平台配置区块链锚定或可信时间戳服务时，检查点还会写入区块链或取得可信时间戳。',
  },
  {
    key: 'certificate',
    path: '/attestation-list',
    title: '保全证书',
    text: '为每份证据出具电子保全证书，载明文件哈希、存证时间与账本记录，已锚定的另载锚定信息，支持中英文版本、在线查看与打印。',
  },
  {
    key: 'extract',
    path: '/attestation-list',
    title: '证据提取码',
    text: '通过提取码向对方当事人、律师或法院出示证据，对方凭码即可查看证书、下载原始文件并独立核验。',
  },
  {
    key: 'notary',
    path: '/notary',
    title: '在线公证',
    text: '就已存证的电子数据在线申请保全证据公证，在线签署申请文书、完成支付，由合作公证处依法审查出证。',
  },
  {
    key: 'company',
    path: '/member',
    title: '企业协作',
    text: '企业主账号可添加成员子账号，成员共享企业积分开展存证，数据统一归属企业，权限清晰可控。',
  },
] as const;

export const STEPS = [
  { title: '注册认证', text: '手机号注册，完成个人或企业实名认证' },
  { title: '上传存证', text: '上传文件，同步计算哈希并写入账本' },
  { title: '获取证书', text: '查看、下载、打印电子保全证书' },
  { title: '出示与公证', text: '凭提取码出示证据，或在线申请公证' },
] as const;
