import { z } from 'zod';

/**
 * The user info of `GET /api/user/getAuthInfo` and of the login answer: the union of the fields
 * listed in 000 §3 "User info" and 001 §3 "Local user info". Fields that belong to features not
 * built yet are null, never invented. ID numbers are masked.
 */
export const ZUserInfo = z.object({
  userId: z.number().int(),
  /** login phone (the account) */
  phone: z.string(),
  /** account type: 0 none, 1 individual, 2 company */
  status: z.number().int(),
  /** verification status 1–5 */
  userStatus: z.number().int(),
  /** '1' personal, '2' acting as a company member (sub-account) */
  role: z.enum(['1', '2']),
  /** the company this member acts for (role '2'), else null */
  pid: z.number().int().nullable(),
  company: z.string().nullable(),
  companyStatus: z.number().int().nullable(),
  repairType: z.number().int().nullable(),
  taxNumber: z.string().nullable(),
  address: z.string().nullable(),
  license: z.string().nullable(),
  license_path: z.string().nullable(),
  accountName: z.string().nullable(),
  accountBank: z.string().nullable(),
  accountNo: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactIdcard: z.string().nullable(),
  authorName: z.string().nullable(),
  authorSex: z.number().int().nullable(),
  authorBrith: z.string().nullable(),
  authorPhone: z.string().nullable(),
  authorIdcard: z.string().nullable(),
  authorAddress: z.string().nullable(),
  file: z.string().nullable(),
  authorFront: z.string().nullable(),
  authorBack: z.string().nullable(),
  authorHand: z.string().nullable(),
  legalName: z.string().nullable(),
  legalSex: z.number().int().nullable(),
  legalBirth: z.string().nullable(),
  legalIdcard: z.string().nullable(),
  legalAddress: z.string().nullable(),
  userName: z.string().nullable(),
  extractCode: z.string().nullable(),
  bindTime: z.number().int().nullable(),
  bindStatus: z.number().int().nullable(),
  isBindDevice: z.number().int(),
  memberId: z.number().int().nullable(),
  /** points balance of the account whose points this role spends */
  points: z.number(),
  /** unread notifications */
  newsNum: z.number().int(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;
