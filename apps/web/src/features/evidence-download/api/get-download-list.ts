import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EVIDENCE_DOWNLOAD, EVIDENCE_STATUS_NAMES, FILE_TYPE_NAMES, type EvidenceStatus, type FileTypeCode } from '@evidence/shared/constants';
import { api } from '@/lib/api-client';

/** The filters of the batch download page (000 §2): date range, file type, label, file-name keyword. */
export interface DownloadListFilter {
  page: number;
  startTime?: number;
  endTime?: number;
  type: number;
  label?: string;
  keyword?: string;
}

/**
 * The fields this page reads from a getList row. getList belongs to the attestation list; this
 * schema is deliberately loose (both spellings of a field are accepted) so the page keeps working
 * whichever way the list names them, and `toRow` turns them into one shape.
 */
const ZRow = z.object({
  id: z.number(),
  evidenceNo: z.string().optional(),
  baoquan: z.union([z.string(), z.number()]).optional(),
  title: z.string().optional(),
  fileName: z.string().optional(),
  fileType: z.union([z.string(), z.number()]).optional(),
  fileTypeCode: z.number().optional(),
  size: z.number().optional(),
  savedAt: z.number().optional(),
  saveTime: z.number().optional(),
  status: z.enum(['uploading', 'uploaded', 'missing']),
  statusName: z.string().optional(),
  fileStatus: z.string().optional(),
  label: z.string().nullable().optional(),
});
const ZListAnswer = z.object({ list: z.array(ZRow), count: z.number() });

export interface DownloadRow {
  id: number;
  evidenceNo: string;
  fileName: string;
  fileTypeName: string;
  size: number | null;
  savedAt: number | null;
  status: EvidenceStatus;
  statusName: string;
  label: string | null;
}

function toRow(r: z.infer<typeof ZRow>): DownloadRow {
  const typeName =
    typeof r.fileType === 'string' ? r.fileType : FILE_TYPE_NAMES[(r.fileTypeCode ?? r.fileType ?? 5) as FileTypeCode] ?? FILE_TYPE_NAMES[5];
  return {
    id: r.id,
    evidenceNo: String(r.evidenceNo ?? r.baoquan ?? ''),
    fileName: r.fileName ?? r.title ?? '',
    fileTypeName: typeName,
    size: r.size ?? null,
    savedAt: r.savedAt ?? r.saveTime ?? null,
    status: r.status,
    statusName: r.statusName ?? r.fileStatus ?? EVIDENCE_STATUS_NAMES[r.status],
    label: r.label ?? null,
  };
}

/** GET /api/data/getList (000 §7) with limit 20 (000 §9) and the page's filters. */
export async function getDownloadList(f: DownloadListFilter, signal?: AbortSignal): Promise<{ list: DownloadRow[]; count: number }> {
  const answer = await api.get<unknown>('/api/data/getList', {
    params: { page: f.page, limit: EVIDENCE_DOWNLOAD.pageSize, type: f.type, startTime: f.startTime, endTime: f.endTime, label: f.label, keyword: f.keyword },
    signal,
  });
  const parsed = ZListAnswer.parse(answer);
  return { list: parsed.list.map(toRow), count: parsed.count };
}

export const DOWNLOAD_LIST_KEY = ['evidence-download', 'list'] as const;

export function useDownloadList(f: DownloadListFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...DOWNLOAD_LIST_KEY, f],
      queryFn: ({ signal }) => getDownloadList(f, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
