import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Input, Modal } from 'antd';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { useEntry } from '../api/entry';
import { useSeals } from '../api/seals';
import { draftComplete, readDraft, writeDraft, type SignDraft } from '../lib/draft';
import { h5Path } from '../lib/h5';
import { FieldRow } from './field-row';
import { H5Frame } from './h5-frame';
import { HandwritingDrawer } from './handwriting-drawer';
import { ExpiredLink, LinkState } from './link-state';
import { SealDrawer } from './seal-drawer';

/**
 * /h5elesign/sign — the signer's fields, one tap each: a signature field takes the handwriting (drawn once,
 * then placed with a tap on each further field), a seal field the company seal (picked; a company with one
 * seal places it at once), a text field its text; date and name are the server's. 预览并确认 → check.
 */
export function SignPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const entry = useEntry(token);
  const company = entry.data?.signerKind === 'company' && entry.data.fields.some((f) => f.kind === 'seal');
  const seals = useSeals(token, !!company && !!entry.data?.identityDone);
  const [draft, setDraftState] = useState<SignDraft>(() => readDraft(token));
  const [drawFor, setDrawFor] = useState<number | null>(null);
  const [sealFor, setSealFor] = useState<number | null>(null);
  const [textFor, setTextFor] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={4} error={entry.error} onRetry={() => void entry.refetch()} />;
  if (!entry.data.identityDone) return <Navigate to={h5Path('step2', token)} replace />;
  if (!entry.data.intentDone) return <Navigate to={h5Path('step4', token)} replace />;
  const fields = entry.data.fields;
  const list = seals.data?.list ?? [];
  const setDraft = (d: SignDraft) => {
    setDraftState(d);
    writeDraft(token, d);
    setError(null);
  };
  const tap = async (f: (typeof fields)[number]) => {
    if (f.kind === 'signature') {
      if (draft.handwriting && !draft.placed.includes(f.id)) setDraft({ ...draft, placed: [...draft.placed, f.id] });
      else setDrawFor(f.id);
    } else if (f.kind === 'seal') {
      // a tap before the seals arrived waits for them: with one seal it is placed at once, not picked
      const loaded = seals.data ? list : ((await seals.refetch()).data?.list ?? []);
      if (loaded.length === 1 && draft.seals[f.id] === undefined) setDraft({ ...draft, seals: { ...draft.seals, [f.id]: loaded[0]!.id } });
      else setSealFor(f.id);
    } else if (f.kind === 'text') {
      setText(draft.texts[f.id] ?? '');
      setTextFor(f.id);
    }
  };
  const next = () => {
    if (!draftComplete(draft, fields)) return setError(ESIGN_MSG.fillAllFields);
    void navigate(h5Path('check', token));
  };
  return (
    <H5Frame step={4}>
      <p className="ep-h5s__note">请点击每个签署位置完成签署（共 {fields.length} 处）。</p>
      <ul className="ep-h5s__fields">
        {fields.map((f) => (
          <FieldRow key={f.id} field={f} draft={draft} seals={list} onTap={() => void tap(f)} />
        ))}
      </ul>
      {seals.isError && <p className="ep-h5s__error">印章加载失败，请刷新页面重试</p>}
      {error && <p className="ep-h5s__error">{error}</p>}
      <div className="ep-h5s__actions">
        {draft.handwriting && (
          <Button size="large" block onClick={() => setDrawFor(fields.find((f) => f.kind === 'signature')?.id ?? null)}>
            重新手写签名
          </Button>
        )}
        <Button type="primary" size="large" block onClick={next}>
          预览并确认
        </Button>
      </div>
      <HandwritingDrawer
        open={drawFor !== null}
        onClose={() => setDrawFor(null)}
        onDone={(url) => {
          setDraft({ ...draft, handwriting: url, placed: drawFor === null || draft.placed.includes(drawFor) ? draft.placed : [...draft.placed, drawFor] });
          setDrawFor(null);
        }}
      />
      <SealDrawer
        open={sealFor !== null}
        seals={list}
        onClose={() => setSealFor(null)}
        onPick={(id) => {
          if (sealFor !== null) setDraft({ ...draft, seals: { ...draft.seals, [sealFor]: id } });
          setSealFor(null);
        }}
      />
      <Modal
        open={textFor !== null}
        title="填写内容"
        okText="确定"
        cancelText="取消"
        onCancel={() => setTextFor(null)}
        onOk={() => {
          if (textFor !== null) setDraft({ ...draft, texts: { ...draft.texts, [textFor]: text.trim() } });
          setTextFor(null);
        }}
      >
        <Input maxLength={200} value={text} onChange={(e) => setText(e.target.value)} aria-label="填写内容" data-testid="h5-text" />
      </Modal>
    </H5Frame>
  );
}
