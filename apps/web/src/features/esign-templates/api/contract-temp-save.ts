import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContractTempSaved, type TContractTempSaved, type TTemplateField } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { TEMPLATE_KEY } from './contract-temp-list';

export interface TemplateInput {
  /** absent: create */
  id?: number;
  name: string;
  category: string;
  roles: string[];
  fields: TTemplateField[];
  /** required on create; on edit only when the PDF is replaced */
  file?: File | null;
}

/**
 * POST /api/ElcSign/contractTempCreate or contractTempEdit (multipart: the PDF as `file`, roles and
 * fields as JSON texts). Answers the template's id and the server's message.
 */
export async function saveTemplate(input: TemplateInput): Promise<{ saved: TContractTempSaved; msg: string }> {
  const form = new FormData();
  if (input.id) form.append('id', String(input.id));
  form.append('name', input.name);
  form.append('category', input.category);
  form.append('roles', JSON.stringify(input.roles));
  form.append('fields', JSON.stringify(input.fields));
  if (input.file) form.append('file', input.file, input.file.name);
  let msg = '';
  const path = input.id ? '/api/ElcSign/contractTempEdit' : '/api/ElcSign/contractTempCreate';
  const saved = await api.post(path, { multipart: form, schema: ZContractTempSaved, onMessage: (m) => (msg = m) });
  return { saved, msg };
}

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveTemplate, onSuccess: () => qc.invalidateQueries({ queryKey: TEMPLATE_KEY }) });
}
