/**
 * Roles and the one permission map used by the server (to refuse) and the web app (to hide).
 * 000 §6 and 001 §6 define who may do what; ARCHITECTURE.md rule 4 puts it here.
 */
export const Roles = ['anonymous', 'individual', 'companyMain', 'companySub', 'operator'] as const;
export type Role = (typeof Roles)[number];

export const Permissions = [
  /** the logged-in account area at all */
  'account.use',
  /** change the login password (000 §6: not sub-accounts) */
  'password.change',
  /** delete an attestation (000 §6: not sub-accounts) */
  'evidence.delete',
  /** menu "my notarization" (001 §2.3: hidden for sub-accounts) */
  'notary.use',
  /** menu "mediation" (001 §2.3: hidden for sub-accounts) */
  'mediation.use',
  /** buy points, points shown with a buy button (001 §2.3) */
  'points.buy',
  /** seal management (001 §2.3) */
  'seals.manage',
  /** invoices and invoice headers (001 §6) */
  'invoices.manage',
  /** member management: only a company main account (001 §2.3) */
  'members.manage',
  /** orders: top-up and notarization tabs, keyword search and export (001 §2.7) */
  'orders.full',
  /** orders: the consumption tab */
  'orders.consumption',
  /** submit or change the account's real-name verification (000 §6: not sub-accounts) */
  'kyc.submit',
  /** the operator console at /admin */
  'admin.console',
  /** electronic signing: send and follow sign flows, use the account's templates (001 §2.3: every account, members too) */
  'esign.use',
  /** create, edit, copy and delete contract templates (not sub-accounts: they use the company's) */
  'esign.templates.manage',
  /** company e-seals (合同专用章 / 公章): only a company main account (issue 16) */
  'esign.seals.manage',
  /** online evidence (在线取证): web captures, recorded sessions, app and recorder evidence lists (every account, members too) */
  'capture.use',
  /** law-enforcement recorders: register, bind to members, see every member's recordings (only a company main account) */
  'devices.manage',
] as const;
export type Permission = (typeof Permissions)[number];

const ACCOUNT_BASE: Permission[] = [
  'account.use',
  'password.change',
  'evidence.delete',
  'notary.use',
  'mediation.use',
  'points.buy',
  'seals.manage',
  'invoices.manage',
  'orders.full',
  'orders.consumption',
  'kyc.submit',
  'esign.use',
  'esign.templates.manage',
  'capture.use',
];

export const PERMISSION_MAP: Record<Role, readonly Permission[]> = {
  anonymous: [],
  individual: ACCOUNT_BASE,
  companyMain: [...ACCOUNT_BASE, 'members.manage', 'esign.seals.manage', 'devices.manage'],
  companySub: ['account.use', 'orders.consumption', 'esign.use', 'capture.use'],
  operator: ['admin.console'],
};

export function can(role: Role, permission: Permission): boolean {
  return PERMISSION_MAP[role].includes(permission);
}

/**
 * Derives the role of a logged-in account.
 * `accountType` is the user info `status` (2 company); `actingAsMember` is true when the
 * request's role header is '2' and the server confirmed an active membership.
 */
export function roleOf(input: { accountType: number; actingAsMember: boolean }): Role {
  if (input.actingAsMember) return 'companySub';
  return input.accountType === 2 ? 'companyMain' : 'individual';
}
