/**
 * The command that verifies an evidence package, in the one form that can say 核验通过: with the
 * notary's published key (`--key-url <site>`). Without a pinned key `npm run verify` exits 3 and
 * confirms nothing (decision 163), so the certificate PDF and the package's 验证说明.txt both name
 * this form, from here (decision 225).
 */
export function verifyPackageCommand(base: string, packageName = '证据包.zip'): string {
  return `npm run verify -- ${packageName} --key-url ${base}`;
}
