import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddProcessResponse, type TAddProcessRequest, type TAddProcessResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { CAPTURES_FAMILY as CAPTURES_KEY } from './keys';
import type { SessionKind } from '../lib/kinds';
import { KIND_PATHS } from '../lib/kinds';

/** POST /api/Processforensics/addVmProcess | addOttProcess: reserves the minutes (charged now) and queues the session. */
export function addProcess(kind: SessionKind, body: TAddProcessRequest): Promise<TAddProcessResponse> {
  return api.post(KIND_PATHS[kind].add, { body: { ...body, url: body.url ?? '', label: body.label ?? '' }, schema: ZAddProcessResponse });
}

export function useAddProcess(kind: SessionKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddProcessRequest) => addProcess(kind, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: CAPTURES_KEY });
      void qc.invalidateQueries({ queryKey: ['user', 'authInfo'] });
    },
  });
}
