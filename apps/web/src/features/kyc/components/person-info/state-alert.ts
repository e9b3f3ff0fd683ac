import { VerifyStatus } from '@evidence/shared/constants';

/** How each state's message is shown (000 §4); 1 and 5 have no message. */
export function stateAlertType(userStatus: number): 'info' | 'success' | 'error' | null {
  if (userStatus === VerifyStatus.reviewing) return 'info';
  if (userStatus === VerifyStatus.verified) return 'success';
  if (userStatus === VerifyStatus.failed) return 'error';
  return null;
}
