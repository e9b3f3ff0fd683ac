/** The usage text and the error for wrong use (exit code 2). Chinese first, English second. */

export const USAGE = `用法 / usage:
  npm run verify -- <文件 file> <proof.json> [选项 options]
  npm run verify -- <证据包 package.zip> [选项 options]

核验文件是否就是存证账本中记录的那一份，无需信任平台。
Checks, without trusting the platform, that a file is the one recorded in the evidence ledger.
证据包（ZIP）中的 proof.json 和原件会被自动找出。
In an evidence package (ZIP), proof.json and the original are found automatically.

选项 / options:
  --key <公钥>        公证方公布的验签公钥 / the verifier key the notary publishes
  --key-url <网址>    从平台读取公钥，如 https://notary.example.cn（读取 <网址>/api/ledger/publicKey）
                      fetch the key from the platform: GET <url>/api/ledger/publicKey
  --rpc <网址>        EVM 节点 JSON-RPC 地址：到链上核验锚定交易
                      an EVM JSON-RPC URL: the anchor transactions are re-read from the chain
  --tsa-cert <文件>   受信任的时间戳机构签名证书（PEM）/ PEM file of the TSA certificate to trust
  --json              以 JSON 输出各步骤 / print the steps as JSON
  -h, --help          显示本说明 / show this text

退出码 / exit code:
  0 全部通过，且公钥与公证方公布的一致 / every step passed against the notary's published key
  1 有步骤未通过或无法完成 / a step failed or could not be completed
  2 用法错误 / wrong use (arguments, unreadable file, malformed proof.json)
  3 各步骤通过，但未用 --key / --key-url 指定公证方公布的公钥：未能确认，不是核验通过
    every step passed, but no published key was given (--key / --key-url): NOT verified`;

/** Every step passed, but against the bundle's own key only: not a verdict on the evidence (decision 163). */
export const EXIT_KEY_NOT_PINNED = 3;

/** Wrong use of the command: missing arguments, an unreadable file, a malformed proof.json, a bad option. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(readonly zh: string, readonly en: string) {
    super(en);
  }
}
