export * from './messages';
export * from './limits';
export * from './evidence';
export * from './evidence-download';
export * from './evidence-ingest';

/** Body codes of the `{code,msg,data}` envelope (ARCHITECTURE.md "The API contract"). */
export const ResponseCode = {
  ok: 200,
  refused: 400,
  forbidden: 403,
  notFound: 404,
  sessionExpired: 408,
  tooMany: 429,
  serverError: 500,
} as const;

/** Header that carries the acting role on every request ('1' personal, '2' company member). */
export const ROLE_HEADER = 'role';

/** Stored role values (001 §1): 1 personal, 2 company member (sub-account). */
export const RoleValue = { personal: '1', member: '2' } as const;
export type RoleValue = (typeof RoleValue)[keyof typeof RoleValue];

/** Account type, `status` in the user info (000 §3): 0 none, 1 individual, 2 company. */
export const AccountType = { none: 0, individual: 1, company: 2 } as const;

/** Verification status, `userStatus` (000 §4). */
export const VerifyStatus = {
  unverified: 1,
  reviewing: 2,
  verified: 3,
  failed: 4,
  editable: 5,
} as const;

/** Purposes an SMS code can be bound to. 7 and 8 are the member types of 001 §9. */
export const SmsPurpose = {
  register: 'register',
  resetPassword: 'reset',
  memberAdd: '7',
  memberStop: '8',
  /** a verified company's new account phone (/api/user/accountCode) */
  companyAccount: 'account',
  /** confirming a signature on the phone (services/intent) */
  sign: 'sign',
  /** confirming the intent to sign an electronic contract (/h5elesign, services/esign/phone) */
  esign: 'esign',
  /** not a code: the result of a verification review, told by SMS */
  verifyResult: 'verify-result',
} as const;
export type SmsPurpose = (typeof SmsPurpose)[keyof typeof SmsPurpose];
export * from './ledger-messages';
export * from './evidence-share';
export * from './public-lookup';
export * from './notarial-lookup';
export * from './certificate';
export * from './evidence-list';
export * from './id-card-ocr';
export * from './verification';
export * from './notifications';
export * from './face';
export * from './commerce';
export * from './payments';
export * from './refunds';
export * from './orders';
export * from './members';
export * from './invoices';
export * from './seals';
export * from './notary';
export * from './sign-intent';
export * from './esign';
export * from './esign-seals';
export * from './esign-flows';
export * from './esign-templates';
export * from './jobs';
export * from './devices';
export * from './capture';
export * from './capture-web';
export * from './capture-process';
export * from './capture-limits';
