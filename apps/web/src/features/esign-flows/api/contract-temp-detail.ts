import { api } from '@/lib/api-client';

/** The part of GET /api/ElcSign/contractTempDetail {id} the wizard reads (the templates part's call). */
interface TemplateFieldsOnly {
  roles: string[];
  fields: { role: string; kind: string }[];
}

/**
 * Which roles of a template must seal (a seal field and no signature): the wizard makes those signers
 * 企业 by default, since a person cannot seal (the server refuses it either way).
 */
export async function sealingRoles(id: number): Promise<Set<string>> {
  const d = await api.get<TemplateFieldsOnly>('/api/ElcSign/contractTempDetail', { params: { id } });
  const kinds = (role: string) => d.fields.filter((f) => f.role === role).map((f) => f.kind);
  return new Set(d.roles.filter((r) => kinds(r).includes('seal') && !kinds(r).includes('signature')));
}
