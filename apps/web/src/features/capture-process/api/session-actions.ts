import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDownUrl, ZProcessStateResponse, ZSessionTicketResponse, type TProcessStateResponse, type TSessionTicketResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { CAPTURES_FAMILY as CAPTURES_KEY } from './keys';

/** The calls that change a session, each resolving with the server's message to show. */
async function withMessage(path: string, id: number): Promise<{ data: TProcessStateResponse; msg: string }> {
  let msg = '';
  const data = await api.post(path, { body: { id }, schema: ZProcessStateResponse, onMessage: (m) => (msg = m) });
  return { data, msg };
}

/** POST /api/processlist/cancelButton {id}: 取消 (queued, running) or 放弃 (待确认); everything refunded. */
export const cancelButton = (id: number) => withMessage('/api/processlist/cancelButton', id);
/** POST /api/processlist/clickAddProcess {id}: 确认 at 待确认. */
export const clickAddProcess = (id: number) => withMessage('/api/processlist/clickAddProcess', id);

function useSessionMutation(fn: (id: number) => Promise<{ data: TProcessStateResponse; msg: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: CAPTURES_KEY });
      void qc.invalidateQueries({ queryKey: ['user', 'authInfo'] });
    },
  });
}

export const useCancelButton = () => useSessionMutation(cancelButton);
export const useClickAddProcess = () => useSessionMutation(clickAddProcess);

/** POST /api/Processforensics/getSessionTicket {id}: the live page's single-use socket ticket. */
export function getSessionTicket(id: number): Promise<TSessionTicketResponse> {
  return api.post('/api/Processforensics/getSessionTicket', { body: { id }, schema: ZSessionTicketResponse });
}

/** POST /api/processlist/downVmOttBaoquan {id}: the signed URL of a confirmed session's evidence package. */
export async function downVmOttBaoquan(id: number): Promise<string> {
  return (await api.post('/api/processlist/downVmOttBaoquan', { body: { id }, schema: ZDownUrl })).downUrl;
}

/** POST /api/share/downProBaoquan {id: capture number}: the same from /evidencesPro. */
export async function downProBaoquan(captureNo: string): Promise<string> {
  return (await api.post('/api/share/downProBaoquan', { body: { id: captureNo }, schema: ZDownUrl })).downUrl;
}
