import { z } from 'zod';
import { DEVICE_LIMITS, DEVICE_MSG } from '../../constants/devices';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { zId, zOptionalId } from '../../validators/ids';
import { requiredText } from '../../validators/text';
import { optionalFilterText, optionalInt } from '../evidence-list/fields';

/** A recorder's id (bwc_devices.id); another company's answers like a missing one. */
export const zDeviceId = zId(DEVICE_MSG.notFound);
export const zOptionalDeviceId = zOptionalId(DEVICE_MSG.notFound);
export const zDeviceName = requiredText(DEVICE_MSG.nameRequired, DEVICE_LIMITS.nameMax, DEVICE_MSG.nameTooLong);
export const zSerialNo = requiredText(DEVICE_MSG.serialRequired, DEVICE_LIMITS.serialMax, DEVICE_MSG.serialBad).pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, { error: DEVICE_MSG.serialBad }));

/** The latest unix second a filter may name (year 9999). */
const MAX_SECONDS = 253_402_300_799;

/** The list filters shared by getBwcDataList and getIosDataList: unix seconds (the end second included), keyword, page. */
export const zListFilters = {
  page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, 100_000),
  startTime: optionalInt(EVIDENCE_LIST_MSG.badStartTime, 0, MAX_SECONDS),
  endTime: optionalInt(EVIDENCE_LIST_MSG.badEndTime, 0, MAX_SECONDS),
  keyword: optionalFilterText(EVIDENCE_LIST_MSG.badKeyword, 50, EVIDENCE_LIST_MSG.badKeyword),
};
export const startNotAfterEnd = (q: { startTime?: number | undefined; endTime?: number | undefined }) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime;
export const startAfterEndMsg = EVIDENCE_LIST_MSG.startAfterEnd;
