import { ESIGN_FIELD_KIND_NAMES, EsignFieldKind } from '@evidence/shared/constants';

/** The palette's order and each kind's default size in points (a seal: 42 mm round; a date: one line). */
export const FIELD_KINDS: Array<{ kind: EsignFieldKind; label: string; sizePt: { w: number; h: number } }> = [
  { kind: EsignFieldKind.signature, label: ESIGN_FIELD_KIND_NAMES.signature, sizePt: { w: 130, h: 55 } },
  { kind: EsignFieldKind.seal, label: ESIGN_FIELD_KIND_NAMES.seal, sizePt: { w: 120, h: 120 } },
  { kind: EsignFieldKind.date, label: ESIGN_FIELD_KIND_NAMES.date, sizePt: { w: 120, h: 24 } },
  { kind: EsignFieldKind.text, label: ESIGN_FIELD_KIND_NAMES.text, sizePt: { w: 160, h: 24 } },
  { kind: EsignFieldKind.name, label: ESIGN_FIELD_KIND_NAMES.name, sizePt: { w: 110, h: 24 } },
];

export function kindInfo(kind: string) {
  return FIELD_KINDS.find((k) => k.kind === kind) ?? FIELD_KINDS[0]!;
}

/** One colour per role in its order (甲方 blue, 乙方 orange …), readable on white with a light fill. */
const ROLE_COLOURS = ['#1677ff', '#fa541c', '#13a8a8', '#722ed1', '#d4380d', '#389e0d', '#c41d7f', '#d48806', '#2f54eb', '#08979c'];

export function roleColour(roles: readonly string[], role: string): string {
  const i = roles.indexOf(role);
  return ROLE_COLOURS[(i < 0 ? 0 : i) % ROLE_COLOURS.length]!;
}

/** A new field id: short, unique within a template, allowed by the server's rule [A-Za-z0-9_-]{1,40}. */
export function newFieldId(): string {
  return `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
