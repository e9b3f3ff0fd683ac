/**
 * The clean-environment report (清洁性检查报告, SF/T 0091-2021 asks for one with 检查明细 before every
 * capture): the facts as measured, plus one Chinese line per check. It is stored as JSON inside the
 * evidence package and drawn into the report PDF, so its shape is versioned (`v`).
 */
export interface CheckItem {
  /** what was checked, e.g. 浏览器版本 */
  item: string;
  /** what was found, in Chinese, with the measured value */
  result: string;
  /** true → 通过, false → 异常 */
  ok: boolean;
  /**
   * Nothing was tested (no reference to compare with, nothing to ask, the server to ask did not answer):
   * shown 未检查 instead of 通过, with the reason in `result` (decision 642). `ok` stays true so
   * the capture goes on, but no report may call this item passed.
   */
  unchecked?: true;
  /**
   * An anomaly of our own browser environment (not of the target site): a capture must not go on when
   * such an item fails, because its result could not be called clean.
   */
  critical?: boolean;
}

export interface FileFact {
  path: string;
  size: number;
  sha256: string;
  sm3: string;
  /** the whole text (these files are small); null when it could not be read */
  content: string | null;
  error?: string;
}

export interface BrowserFact {
  /** the path the job launched (on Debian a shell launcher) */
  launcher: string;
  launcherSha256: string | null;
  /** the executable of the running browser process (/proc/<pid>/exe), when found */
  executable: string | null;
  executableSha256: string | null;
  /** `chromium --version` */
  versionText: string | null;
  /** what the browser itself reports over CDP (Browser.getVersion) */
  product: string | null;
  userAgent: string | null;
  /** the launch flags, as passed */
  args: string[];
  /** the profile directory was created empty for this job */
  profileFresh: boolean;
  /** chrome-extension:// targets seen over CDP (should be none) */
  extensions: string[];
}

export interface ProxyFact {
  /** proxy variables set in the server's environment (name → value with any password removed) */
  env: Record<string, string>;
  /** the proxy-related launch flags */
  flags: string[];
  /**
   * The platform's own egress guard (services/capture/egress) when the browser goes out through it: a
   * CONNECT proxy on 127.0.0.1 that decrypts nothing and only refuses private addresses.
   */
  guard?: string;
}

export interface ClockFact {
  tsaUrl: string;
  /** the TSA's genTime minus the middle of our request, in ms (positive: our clock is behind) */
  offsetMs: number | null;
  roundTripMs: number | null;
  tsaTime: string | null;
  error?: string;
}

export interface DnsFact {
  host: string;
  isIpLiteral: boolean;
  /** the system resolver (getaddrinfo: /etc/hosts, then DNS) */
  lookup: string[];
  /** the DNS servers of resolv.conf asked directly */
  a: string[];
  aaaa: string[];
  cname: string[];
  servers: string[];
  error?: string;
  /** the resolv.conf servers could not be asked (timeout, refused, SERVFAIL): a, aaaa and cname are then not "no records" */
  dnsError?: string;
}

export interface EnvironmentReport {
  v: 1;
  checkedAt: string;
  host: { platform: string; release: string; node: string; hostname: string };
  browser: BrowserFact;
  proxy: ProxyFact;
  files: FileFact[];
  /** lines of /etc/hosts that name the target host (an override would redirect the capture) */
  hostsOverrides: string[];
  /** null when no TSA is configured (the report says so) */
  clock: ClockFact | null;
  dns: DnsFact | null;
  items: CheckItem[];
  /** every item passed */
  passed: boolean;
  /** no critical item failed: the environment is clean enough to capture in */
  clean: boolean;
}
