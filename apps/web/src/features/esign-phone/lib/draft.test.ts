import { describe, expect, it } from 'vitest';
import { draftComplete, signBody, type SignDraft } from './draft';

const fields = [
  { id: 1, kind: 'signature', required: true },
  { id: 2, kind: 'signature', required: true },
  { id: 3, kind: 'seal', required: true },
  { id: 4, kind: 'text', required: true },
  { id: 5, kind: 'text', required: false },
  { id: 6, kind: 'date', required: true },
];
const full: SignDraft = { handwriting: 'data:image/png;base64,AAAA', placed: [1, 2], seals: { 3: 9 }, texts: { 4: '地址' } };

describe('the sign draft', () => {
  it('is complete only with the handwriting placed on every signature field, a seal per seal field and the required texts', () => {
    expect(draftComplete(full, fields)).toBe(true);
    expect(draftComplete({ ...full, placed: [1] }, fields)).toBe(false);
    expect(draftComplete({ ...full, handwriting: undefined }, fields)).toBe(false);
    expect(draftComplete({ ...full, seals: {} }, fields)).toBe(false);
    expect(draftComplete({ ...full, texts: { 4: '  ' } }, fields)).toBe(false);
  });

  it('becomes the body of sign and check: every field once, seals and texts where they belong, date left to the server', () => {
    expect(signBody(full, fields)).toEqual({
      handwriting: full.handwriting,
      fields: [{ id: 1 }, { id: 2 }, { id: 3, sealId: 9 }, { id: 4, text: '地址' }, { id: 5, text: '' }, { id: 6 }],
    });
    expect(signBody({ placed: [], seals: {}, texts: {} }, [])).toEqual({ fields: [] });
  });
});
