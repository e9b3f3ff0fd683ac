/**
 * What the signer has filled on /h5elesign/sign, kept for /h5elesign/check in this tab's sessionStorage
 * (keyed by the link): a reload keeps it, another tab or phone does not see it, and nothing of it reaches
 * the server before check or sign.
 */
export interface SignDraft {
  /** the handwriting, a trimmed transparent PNG as a data URL, for every signature field */
  handwriting?: string;
  /** field id → the seal chosen */
  seals: Record<string, number>;
  /** field id → text */
  texts: Record<string, string>;
  /** signature field ids the signer tapped to place the handwriting */
  placed: number[];
}

const key = (token: string) => `h5esign-draft:${token}`;
const EMPTY: SignDraft = { seals: {}, texts: {}, placed: [] };

export function readDraft(token: string): SignDraft {
  try {
    const raw = sessionStorage.getItem(key(token));
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as SignDraft) } : { ...EMPTY };
  } catch {
    return { ...EMPTY };
  }
}

export function writeDraft(token: string, d: SignDraft): void {
  try {
    sessionStorage.setItem(key(token), JSON.stringify(d));
  } catch {
    // a full or blocked storage: the page still holds the draft in memory
  }
}

export const clearDraft = (token: string) => sessionStorage.removeItem(key(token));

/** Whether the signer opened the whole PDF (step3's 我已阅读 is enabled after that). */
export const markRead = (token: string) => sessionStorage.setItem(`h5esign-read:${token}`, '1');
export const hasRead = (token: string) => sessionStorage.getItem(`h5esign-read:${token}`) === '1';

/** The body of sign and check for the signer's fields (date and name are the server's). */
export function signBody(d: SignDraft, fields: Array<{ id: number; kind: string }>) {
  return {
    ...(d.handwriting ? { handwriting: d.handwriting } : {}),
    fields: fields.map((f) => (f.kind === 'seal' ? { id: f.id, sealId: d.seals[f.id] } : f.kind === 'text' ? { id: f.id, text: d.texts[f.id] ?? '' } : { id: f.id })),
  };
}

/** Whether every field has what it needs: the handwriting placed, a seal, a required text. */
export function draftComplete(d: SignDraft, fields: Array<{ id: number; kind: string; required: boolean }>): boolean {
  return fields.every((f) => {
    if (f.kind === 'signature') return !!d.handwriting && d.placed.includes(f.id);
    if (f.kind === 'seal') return d.seals[f.id] !== undefined;
    if (f.kind === 'text') return !f.required || (d.texts[f.id] ?? '').trim() !== '';
    return true;
  });
}
