export { blockedReason, v6Groups } from './address-policy';
export { checkCaptureUrl, type UrlCheck } from './check-url';
export { startEgressGuard, type BlockedRequest, type EgressGuard, type EgressGuardOptions, type PinnedHost } from './egress-guard';
export * from './browser-args';
export { parseTestAllowHosts, testAllowed, type AllowedHost } from './test-allow-hosts';
