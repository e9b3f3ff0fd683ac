import { describe, expect, it } from 'vitest';
import { EVIDENCE_MSG, INGEST_MSG } from '@evidence/shared/constants';
import { evidenceTexts, safeFileName } from '../../../src/services/ingest/safe-names';

describe('safeFileName', () => {
  it('keeps only the last segment, drops control and bidi characters and leading dots', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\..\\win.ini')).toBe('win.ini');
    expect(safeFileName('a\u0000b\u202ec\n.txt')).toBe('abc.txt');
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('../')).toBe('file');
    expect(safeFileName('合同 (终稿).pdf')).toBe('合同 (终稿).pdf');
  });
  it('shortens long names to 255 characters keeping the extension', () => {
    const name = safeFileName(`${'长'.repeat(300)}.docx`);
    expect(name.length).toBe(255);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('evidenceTexts', () => {
  it('title defaults to the file name; HTML stays text; empty label is null', () => {
    expect(evidenceTexts({ fileName: 'a.txt' })).toEqual({ fileName: 'a.txt', title: 'a.txt', label: null });
    expect(evidenceTexts({ fileName: 'a.txt', title: '<script>x</script>', label: ' 合同 ' })).toEqual({ fileName: 'a.txt', title: '<script>x</script>', label: '合同' });
  });
  it('refuses a missing file name and over-long title or label with the Chinese messages', () => {
    expect(() => evidenceTexts({ fileName: '' })).toThrow(INGEST_MSG.fileRequired);
    expect(() => evidenceTexts({ fileName: 'a', title: 'x'.repeat(101) })).toThrow(EVIDENCE_MSG.titleTooLong);
    expect(() => evidenceTexts({ fileName: 'a', label: 'x'.repeat(31) })).toThrow(EVIDENCE_MSG.labelTooLong);
  });
});
