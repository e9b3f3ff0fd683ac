/**
 * The face check of a submission, if the server reports one. Face verification is built on another
 * branch, which adds `face: { result, at, provider }` to the person data; this reads it from the
 * answer without depending on that contract, so the page compiles and shows nothing without it.
 */
export interface FaceCheck {
  result: string;
  /** ms since the epoch, when known */
  at: number | null;
  provider: string | null;
}

export function faceCheckOf(person: unknown): FaceCheck | null {
  if (typeof person !== 'object' || person === null || !('face' in person)) return null;
  const face: unknown = (person as { face: unknown }).face;
  if (typeof face !== 'object' || face === null) return null;
  const f = face as Record<string, unknown>;
  if (typeof f.result !== 'string' || f.result === '') return null;
  return {
    result: f.result,
    at: typeof f.at === 'number' && Number.isFinite(f.at) ? f.at : null,
    provider: typeof f.provider === 'string' && f.provider !== '' ? f.provider : null,
  };
}

/** 000 §4: SUCCESS and FAIL are final; anything else is still open. */
export function faceResultLabel(result: string): string {
  const r = result.toUpperCase();
  if (r === 'SUCCESS') return '人脸核验通过';
  if (r === 'FAIL') return '人脸核验未通过';
  return '人脸核验未完成';
}

/** The local provider is a demonstration, and the page says so (ARCHITECTURE.md "Providers"). */
export function faceProviderLabel(provider: string | null): string | null {
  if (provider === null) return null;
  return provider === 'local' ? '本地演示服务（非正式核验）' : provider;
}
