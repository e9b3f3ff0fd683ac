import { z } from 'zod';
import { APPLICANT_ACTION_KINDS } from '../../constants/notary-applicant';

/**
 * What the applicant must do next (issue 24 item 5): kind, the row's words (待您签署 …), the button's word and
 * the in-app path of that step; null when the order waits for nobody but the office or a job, or has ended.
 */
export const ZNotaryApplicantAction = z
  .object({
    kind: z.enum(APPLICANT_ACTION_KINDS),
    label: z.string(),
    button: z.string(),
    path: z.string(),
  })
  .nullable();
export type TNotaryApplicantAction = z.infer<typeof ZNotaryApplicantAction>;
