export { checkEnvironment, type EnvironmentInput } from './check-environment';
export { checkItems } from './check-items';
export { clockOffset, clockWithinTolerance, type TsaClockSource } from './clock-offset';
export { dnsAgrees, dnsFacts } from './dns-facts';
export { sha256Hex, sm3Hex, sha256OfFile } from './hash-bytes';
export { inspectBrowser, type CdpLike } from './inspect-browser';
export { isProxyFree, proxyFacts } from './proxy-facts';
export { hostsLinesFor, nameserversOf, readFileFact } from './system-files';
export type { BrowserFact, CheckItem, ClockFact, DnsFact, EnvironmentReport, FileFact, ProxyFact } from './types';
