import { describe, expect, it } from 'vitest';
import type { PreviousUpload } from 'tus-js-client';
import { resumeOffers } from './resume-offers';

const prev = (uploadUrl: string | null, filename: string): PreviousUpload => ({ uploadUrl, urlStorageKey: `tus::${filename}`, size: 10, metadata: { filename }, creationTime: '2026-01-01T00:00:00Z', parallelUploadUrls: null });

describe('resumeOffers (the resume banner)', () => {
  const a = prev('/api/upload/tus/a', 'a.bin');
  const b = prev('/api/upload/tus/b', 'b.bin');

  it('marks the upload the page is sending (or has paused, or is finishing) as busy', () => {
    for (const status of ['uploading', 'paused', 'finishing'] as const) {
      expect(resumeOffers([a, b], [{ status, uploadUrl: '/api/upload/tus/a' }]).map((o) => o.busy)).toEqual([true, false]);
    }
  });

  it('leaves uploads free that a page file only names, or that finished or failed', () => {
    for (const status of ['ready', 'done', 'error'] as const) {
      expect(resumeOffers([a, b], [{ status, uploadUrl: '/api/upload/tus/a' }]).every((o) => !o.busy)).toBe(true);
    }
    expect(resumeOffers([a], [{ status: 'uploading', uploadUrl: null }])[0]!.busy).toBe(false);
    expect(resumeOffers([prev(null, 'c.bin')], [{ status: 'uploading', uploadUrl: null }])[0]!.busy).toBe(false);
  });
});
