/** Debian's Chromium, which every capture and session runs (no browser download, README's quick start). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags of every capture browser (web captures and recorded sessions alike), with the egress guard as its
 * only way out: no GPU, no background traffic of its own, no extensions, no default apps; QUIC off (UDP would not
 * pass the guard); WebRTC may use no UDP that bypasses the proxy (a page could otherwise reach private addresses
 * over STUN/TURN, around the guard); every connection through the guard, loopback included (else Chromium would
 * reach loopback directly). The environment report states these flags.
 */
export function captureBrowserArgs(proxyUrl: string): string[] {
  return [
    // Chromium's sandbox cannot start as root; run the server as an ordinary user and the captured pages stay
    // inside it (docs/online-evidence.md "Limits")
    ...(runsAsRoot() ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--disable-default-apps',
    '--disable-dev-shm-usage',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    `--proxy-server=${proxyUrl}`,
    '--proxy-bypass-list=<-loopback>',
  ];
}

function runsAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

