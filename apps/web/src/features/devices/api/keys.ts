/** The query keys of this feature: devices, recordings, app evidence; mutations invalidate DEVICES_KEY. */
export const DEVICES_KEY = ['devices'] as const;
