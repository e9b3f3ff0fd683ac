import type { TPriceList } from '@evidence/shared/contracts';

/**
 * The four public product pages (/product/:key, issue 24 item 4): what each proves and what it does
 * not (from docs/evidence.md, online-evidence.md, esign.md, notarization.md), how it works, its price
 * from the live price list, and where 立即使用 leads (the product's page; a visitor logs in first).
 */
export interface Product {
  key: string;
  title: string;
  summary: string;
  /** the page 立即使用 opens (login required: the guard sends a visitor to log in and back) */
  appPath: string;
  proves: string[];
  notProves: string[];
  steps: string[];
  price: (p: TPriceList) => string[];
}

export const PRODUCTS: readonly Product[] = [
  {
    key: 'attestation',
    title: '数据存证',
    summary: '上传电子文件，平台同步计算 SHA-256 与国密 SM3 双重哈希，写入防篡改账本并出具电子保全证书。',
    appPath: '/attestation-list',
    proves: [
      '该文件在存证时刻的完整内容：原始文件完整保存，双重哈希载入保全证书。',
      '存证之后文件未被改动：存证记录写入只能追加的账本，账本检查点经签名，任何改动都能被发现。',
      '任何人都可以凭保全号查询、凭文件与证据包在本地独立核验，文件不必上传。',
    ],
    notProves: [
      '不证明文件内容本身真实、合法，也不证明文件由谁制作。',
      '不证明存证之前文件的来历；未配置可信时间戳或区块链锚定时，时间以平台服务器时钟为准，证书会如实载明。',
    ],
    steps: ['注册并完成实名认证', '新增数据存证：选择文件上传，可断点续传', '查看、下载、打印保全证书', '凭提取码向对方当事人、律师或法院出示证据'],
    price: (p) => [`每个文件 ${p.preserve} 积分`],
  },
  {
    key: 'evidence',
    title: '在线取证',
    summary: '由平台自己新启动、经环境检查的浏览器访问网页或录制操作过程，取证包签名后写入账本。',
    appPath: '/evidences-all',
    proves: [
      '在记录的时间，平台自己新启动、逐项检查环境的浏览器访问了所列网址（服务器地址、域名解析、TLS 证书），并收到了取证包中的内容。',
      '过程取证与 OTT 取证：视频所示画面及其时间、当时的网络往来。',
      '取证包此后未被改动：取证包签名、账本记录与逐个文件的哈希可供核验。',
    ],
    notProves: [
      '不证明网站由谁运营，也不证明网站在其他时间或向其他访问者展示相同内容。',
      '需要登录、限定地区或有反爬虫限制的网站，不证明其展示了真实内容。',
      '未配置可信时间戳时，时间以平台服务器时钟为准，取证报告会如实载明。',
    ],
    steps: ['注册并完成实名认证', '选择网页取证、过程取证或 OTT 取证，填写网址或预约时长', '平台浏览器完成取证，生成取证包与报告', '下载取证包，或就取证结果申请公证'],
    price: (p) => [`网页取证：每次 ${p.web} 积分`, `过程取证：每分钟 ${p.vmMinute} 积分`, `OTT 取证：每分钟 ${p.ottMinute} 积分`, '预约时长在预约时扣除；未用完的整分钟在确认时退回，取证失败或取消全部退回。'],
  },
  {
    key: 'esign',
    title: '电子签约',
    summary: '上传合同或使用合同模板，签署人在手机上核验身份、手写签名，签署完成的合同加盖电子签名并存证。',
    appPath: '/electric-sign',
    proves: [
      '签署完成的合同此后未被改动：合同文件带有平台的电子签名，并作为存证记录写入账本。',
      '各签署人在记录的时间经过了平台记录的身份核验步骤并完成签署。',
    ],
    notProves: ['不证明合同条款本身合法有效，也不代替对合同内容的审查。', '签署人身份以其完成的核验步骤为限。'],
    steps: ['完成实名认证（企业成员以所在企业认证为准）', '上传合同或选择合同模板，添加签署人', '签署人收到短信，在手机上核验身份并签署', '下载签署完成的合同与存证证书'],
    price: (p) => [`每发起一份合同签署 ${p.esign} 积分`, '撤销时若尚无人签署，积分退回。'],
  },
  {
    key: 'notary',
    title: '在线公证',
    summary: '就已存证的电子数据在线申请保全证据公证，在线签署申请文书、完成支付，由合作公证处依法审查出证。',
    appPath: '/notary',
    proves: ['公证书由合作公证处审查后出具，载明公证处对所选存证记录的办理结论；公证书可凭编号公开查询。'],
    notProves: ['平台不出具公证书，公证处可依法终止办理；出证前会逐条核对原始文件，原始文件改动或缺失的无法出证。'],
    steps: ['选择已存证的记录，申请公证', '阅读并在线签署申请文书', '支付公证费用', '公证处受理、询问、审查并出具公证书'],
    price: (p) => [`每笔订单 ${p.notaryBase} 积分，另加每条存证记录 ${p.notaryPerRecord} 积分`, '费用在申请时确定，支付后由公证处办理。'],
  },
];

export function productOf(key: string | undefined): Product | undefined {
  return PRODUCTS.find((p) => p.key === key);
}
