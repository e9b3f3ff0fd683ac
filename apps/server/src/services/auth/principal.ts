import type { Role } from '@evidence/shared/access';
import type { Operator, Session, User } from '../../db/schema';

/** Who is calling, decided once per request by the auth plugin. */
export type Principal =
  | { kind: 'anonymous'; role: 'anonymous' }
  | {
      kind: 'user';
      role: Exclude<Role, 'anonymous' | 'operator'>;
      user: User;
      session: Session;
      /** the company whose data and points a sub-account uses (role '2'), else null */
      actingCompanyId: number | null;
      memberId: number | null;
      /** the role header asked for a membership that no longer holds */
      roleRevoked: boolean;
    }
  | { kind: 'operator'; role: 'operator'; operator: Operator; session: Session };

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export type OperatorPrincipal = Extract<Principal, { kind: 'operator' }>;
