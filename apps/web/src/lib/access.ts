/**
 * The web side of the shared permission map: derive the role of the account from its user info
 * and ask `can`. Pages hide what a role may not do; the server refuses it regardless.
 */
import { can, roleOf, type Permission, type Role } from '@evidence/shared/access';
import { AccountType, RoleValue } from '@evidence/shared/constants';

/** The fields of the user info this module needs (kept narrow so tests need no full fixture). */
export interface AccountFacts {
  status: number;
  role: '1' | '2';
  company: string | null;
  contactName: string | null;
  phone: string;
}

export function accountRole(info: AccountFacts | null | undefined): Role {
  if (!info) return 'anonymous';
  return roleOf({ accountType: info.status, actingAsMember: info.role === RoleValue.member });
}

export function accountCan(info: AccountFacts | null | undefined, permission: Permission): boolean {
  return can(accountRole(info), permission);
}

/** Header account name (001 §2.3): company, else contact name, else phone. */
export function accountName(info: AccountFacts): string {
  return info.company?.trim() || info.contactName?.trim() || info.phone;
}

export function isCompanyAccount(info: Pick<AccountFacts, 'status'>): boolean {
  return info.status === AccountType.company;
}
