import { useMutation } from '@tanstack/react-query';
import { ZDownUrl, type TDownUrl } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/user/download: the signed, expiring URL of the power-of-attorney template (a PDF). */
export function downloadTemplate(): Promise<TDownUrl> {
  return api.post('/api/user/download', { schema: ZDownUrl });
}

/**
 * Opens the URL as a download: the link is same-site and answered as an attachment, so the page
 * stays where it is (a new tab after an await would be blocked as a pop-up).
 */
export function openDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function useDownloadTemplateMutation() {
  return useMutation({ mutationFn: async () => openDownload((await downloadTemplate()).downUrl) });
}
