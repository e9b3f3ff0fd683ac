/** Where the console opens for an operator (decision 854): a notary on 公证办理, everyone else on the review queue. */
export function consoleHome(role: string | undefined): string {
  return role === 'notary' ? '/admin/notary' : '/admin/verifications';
}
