import { MemberStatus } from '@evidence/shared/constants';

export type MemberAction = 'edit' | 'delete' | 'stop' | 'detail';

/** What a row offers by status (001 §4): 2 edit and delete; 3 disable and detail; others detail. */
export function memberActions(status: number): MemberAction[] {
  if (status === MemberStatus.pending) return ['edit', 'delete'];
  if (status === MemberStatus.bound) return ['stop', 'detail'];
  return ['detail'];
}

/** The status tag's colour. */
export function statusColor(status: number, rejected: boolean): string {
  if (status === MemberStatus.pending) return rejected ? 'error' : 'processing';
  if (status === MemberStatus.bound) return 'success';
  return 'default';
}
