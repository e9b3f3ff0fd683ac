import { z } from 'zod';
import { CAPTURE_WEB_MSG } from '../../../constants/capture-web';

/** A capture's public number (WQ/GQ/OQ + 20 digits), as typed into /evidencesWeb/{no}. */
export const zCaptureNo = z
  .string({ error: CAPTURE_WEB_MSG.badCaptureNo })
  .trim()
  .regex(/^[A-Z]{2}\d{20}$/, { error: CAPTURE_WEB_MSG.badCaptureNo });
