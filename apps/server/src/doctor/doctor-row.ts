/** One line of `npm run doctor`: a setting, whether it is in order, and what to do when it is not. */
export interface DoctorRow {
  setting: string;
  state: 'ok' | 'missing' | 'wrong';
  /** for ok: what was found (never a secret's value); otherwise: how to put it right */
  fix: string;
}

/** The checks of one part of the configuration, over the raw environment (nothing is started). */
export type DoctorCheck = (env: NodeJS.ProcessEnv) => DoctorRow[];
