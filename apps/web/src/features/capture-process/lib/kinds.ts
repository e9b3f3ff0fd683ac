/** The two kinds of recorded session and where their pages and calls are (001 §2.1, §7). */
export type SessionKind = 'vm' | 'ott';

export const KIND_PATHS = {
  vm: { add: '/api/Processforensics/addVmProcess', list: '/evidences-all/process', queue: '/evidences-all/process/queue', preview: '/evidences-all/process/preview', create: '/newProcess', download: '/evidences-all/process/download', type: 9 as const },
  ott: { add: '/api/Processforensics/addOttProcess', list: '/evidences-all/OTT-process', queue: '/evidences-all/OTT/queue', preview: '/evidences-all/process/preview', create: '/newOTT', download: '/evidences-all/OTT/download', type: 8 as const },
} as const;

export const KIND_NAMES: Record<SessionKind, string> = { vm: '过程取证', ott: 'OTT取证' };

/** mm:ss of a number of milliseconds (the live page's remaining time). */
export function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A wait in words: 约 N 分钟 (or 不到 1 分钟). */
export function waitText(seconds: number): string {
  return seconds < 60 ? '不到 1 分钟' : `约 ${Math.ceil(seconds / 60)} 分钟`;
}
