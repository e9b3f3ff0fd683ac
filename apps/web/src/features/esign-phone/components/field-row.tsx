import { ESIGN_FIELD_KIND_NAMES, type EsignFieldKind } from '@evidence/shared/constants';
import type { TH5Entry, TH5Seal } from '@evidence/shared/contracts';
import type { SignDraft } from '../lib/draft';

type Field = TH5Entry['fields'][number];

/** What a field shows: the image placed, the text, or what a tap will do. */
function filled(f: Field, d: SignDraft, seals: TH5Seal[]): { done: boolean; view: React.ReactNode } {
  if (f.kind === 'signature') {
    const done = !!d.handwriting && d.placed.includes(f.id);
    return { done, view: done ? <img src={d.handwriting} alt="手写签名" /> : <span>点击签名</span> };
  }
  if (f.kind === 'seal') {
    const seal = seals.find((s) => s.id === d.seals[f.id]);
    return { done: !!seal, view: seal ? <img src={seal.image} alt={seal.name} /> : <span>点击盖章</span> };
  }
  if (f.kind === 'text') {
    const t = (d.texts[f.id] ?? '').trim();
    return { done: t !== '' || !f.required, view: <span>{t || (f.required ? '点击填写' : '点击填写（选填）')}</span> };
  }
  return { done: true, view: <span>{f.kind === 'date' ? '签署时自动填写日期' : '自动填写签署人姓名'}</span> };
}

/** One field of the signer as a button: one tap fills it (or opens what fills it). */
export function FieldRow({ field, draft, seals, onTap }: { field: Field; draft: SignDraft; seals: TH5Seal[]; onTap: () => void }) {
  const { done, view } = filled(field, draft, seals);
  const auto = field.kind === 'date' || field.kind === 'name';
  return (
    <li>
      <button type="button" className="ep-h5s__field" data-filled={done} data-testid={`h5-field-${field.id}`} disabled={auto} onClick={onTap}>
        <span>
          {ESIGN_FIELD_KIND_NAMES[field.kind as EsignFieldKind] ?? field.kind}
          {field.label ? `（${field.label}）` : ''} · 第 {field.page} 页
        </span>
        {view}
      </button>
    </li>
  );
}
