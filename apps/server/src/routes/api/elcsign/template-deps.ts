import type { FastifyRequest } from 'fastify';
import type { Permission } from '@evidence/shared/access';
import { ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import type { TemplateActor, TemplateDeps } from '../../../services/esign/templates/template-deps';
import { templateOwnerOf } from '../../../services/esign/templates/template-scope';

export function templateDeps(ctx: AppContext): TemplateDeps {
  return { db: ctx.db, blobs: ctx.blobs };
}

/**
 * The caller as a template actor, or the refusal: 'esign.use' to list, view and fetch the file (members
 * too, for their company's templates), 'esign.templates.manage' to create, edit, copy and delete.
 */
export function templateActor(request: FastifyRequest, permission: Extract<Permission, 'esign.use' | 'esign.templates.manage'>): TemplateActor {
  const p = requirePermission(request, permission, permission === 'esign.templates.manage' ? ESIGN_TEMPLATE_MSG.manageRefused : undefined);
  return { ownerId: templateOwnerOf(p), actorId: Number(p.user.id), ip: clientOf(request).ip };
}
