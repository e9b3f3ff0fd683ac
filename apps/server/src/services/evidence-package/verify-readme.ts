import { PACKAGE_FILES } from '@evidence/shared/constants';
import type { Evidence } from '../../db/schema';
import { verifyPackageCommand } from './verify-command';

/** 验证说明.txt: what each file is and how to check the package, in Chinese and English (CRLF for Windows Notepad). */
export function verifyReadme(row: Evidence, originalName: string, siteName: string, base: string): string {
  const text = `${siteName} 证据包 / Evidence package
保全号 / Evidence number: ${row.evidence_no}

一、包内文件
  ${originalName}
      保全的原始文件（原件），与存证时上传的字节完全一致。
  ${PACKAGE_FILES.certificate}
      电子数据存证证书（PDF）。
  ${PACKAGE_FILES.proof}
      账本证明（proof.json 第1版）：存证记录（叶子）、RFC 9162 包含证明、公证处 Ed25519 签名的检查点、
      签名公钥，以及已完成的区块链或时间戳锚定回执（未配置锚定时为空，此时仅由签名检查点担保）。
  ${PACKAGE_FILES.readme}
      本说明。

二、如何核验
  1. 命令行（离线，不依赖本平台）：在平台源代码目录中运行
         ${verifyPackageCommand(base)}
     它计算原件的 SHA-256 与 SM3，与 proof.json 中的记录比对，核验包含证明与检查点签名；
     如有锚定回执，可加 --rpc <节点地址> 到链上核对锚定交易。
     必须用 --key 或 --key-url 指定从公证处公开渠道取得的签名公钥：全部通过时退出码为 0。
     不指定公钥时，即使各步骤都通过，也只说明证明文件自身一致（任何人都能用自己的密钥做出这样的
     证明），命令不会给出"核验通过"，退出码为 3。
  2. 网页：在平台的公开核验页面（${base}/verify）选择原件和 proof.json，文件在浏览器本地计算，不会上传。
  3. 独立程序：proof.json 的字节格式公开（docs/ledger.md），可用任何语言自行编写核验程序。
  原件被修改哪怕一个字节，哈希即不一致，核验失败。

1. Files
  ${originalName}
      The preserved original, byte for byte as uploaded.
  ${PACKAGE_FILES.certificate}
      The evidence certificate (PDF).
  ${PACKAGE_FILES.proof}
      The ledger proof (proof.json, version 1): the record (leaf), an RFC 9162 inclusion proof, the
      checkpoint signed by the notary (Ed25519), the verifier key, and any blockchain or time-stamp
      anchor receipts (empty when no anchor is configured: then only the signed checkpoint vouches).
  ${PACKAGE_FILES.readme}
      This file.

2. How to verify
  1. Command line (offline, without trusting the platform), in the platform's source directory:
         ${verifyPackageCommand(base, '<package.zip>')}
     It hashes the original (SHA-256 and SM3), compares with proof.json, and checks the inclusion
     proof and the checkpoint signature; --rpc <url> also re-reads an on-chain anchor.
     Give the notary's published key with --key or --key-url: exit code 0 means every step passed
     against it. Without a published key, passed steps only show that the proof is consistent in
     itself (anyone can make such a proof with a key of their own): the command does not say it is
     verified and exits with code 3.
  2. Web: the platform's public verify page (${base}/verify) hashes the files in your browser; nothing
     is uploaded.
  3. Your own program: proof.json's byte formats are public (docs/ledger.md).
  Changing a single byte of the original changes its hashes and the check fails.
`;
  return text.replace(/\n/g, '\r\n');
}
