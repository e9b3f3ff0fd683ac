/** One line of a session's action log: what happened, when (server ms), never what was typed. */
export type ActionEntry =
  | { at: number; kind: 'start'; profile: string; browser: string }
  | { at: number; kind: 'navigate-request'; url: string; by: 'address-bar' | 'back' | 'forward' | 'reload' }
  | { at: number; kind: 'navigate-refused'; url: string; reason: string }
  | { at: number; kind: 'navigated'; url: string; status: number | null; serverIp: string | null; serverPort: number | null; tls: { protocol: string | null; issuer: string | null; subject: string | null; validTo: number | null } | null }
  | { at: number; kind: 'request-refused'; url: string; reason: string }
  | { at: number; kind: 'click'; x: number; y: number; button: string }
  | { at: number; kind: 'wheel'; deltaY: number }
  | { at: number; kind: 'key'; key: string }
  | { at: number; kind: 'text'; chars: number }
  | { at: number; kind: 'popup-followed'; url: string }
  | { at: number; kind: 'end'; reason: string };

/** Keys worth naming in the log; any other key (a printable character) is logged only as 'char'. */
const NAMED_KEYS = new Set(['Enter', 'Tab', 'Backspace', 'Delete', 'Escape', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End']);

export function loggedKeyName(key: string): string {
  return NAMED_KEYS.has(key) ? key : 'char';
}

/**
 * The session's action log (decision 553). Typed text is counted, never kept: a password typed into a
 * page must not end up in an evidence package, and whether a field is a password field cannot be known
 * reliably from outside the page. The video shows what the page showed.
 */
export class ActionLog {
  readonly entries: ActionEntry[] = [];
  private lastWheelAt = 0;

  add(entry: ActionEntry): void {
    // a wheel gesture fires dozens of events: one line per half second is enough to follow it
    if (entry.kind === 'wheel') {
      if (entry.at - this.lastWheelAt < 500) return;
      this.lastWheelAt = entry.at;
    }
    if (this.entries.length < 20_000) this.entries.push(entry);
  }

  lastUrl(): string | null {
    for (let i = this.entries.length - 1; i >= 0; i -= 1) {
      const e = this.entries[i]!;
      if (e.kind === 'navigated') return e.url;
    }
    return null;
  }
}
