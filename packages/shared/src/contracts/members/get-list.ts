import { z } from 'zod';
import { zPage, zPageQuery } from '../common/envelope';
import { zKeyword } from './fields';
import { ZMember } from './member';

/** GET /api/companyMember/getList: keyword (name or mobile), page; 10 a page, newest first. */
export const ZMemberListRequest = zPageQuery.extend({ keyword: zKeyword });
export type TMemberListRequest = z.input<typeof ZMemberListRequest>;
export const ZMemberList = zPage(ZMember);
export type TMemberList = z.infer<typeof ZMemberList>;
