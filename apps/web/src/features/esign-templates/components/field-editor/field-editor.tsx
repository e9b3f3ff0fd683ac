import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { EsignFieldKind } from '@evidence/shared/constants';
import type { TTemplateField } from '@evidence/shared/contracts';
import { PdfPages, type PdfPageBox, type PdfPageSize } from '@/components/pdf-view';
import { centredAt, defaultSizePct, type PctRect } from '../../lib/geometry';
import { kindInfo, newFieldId, roleColour } from '../../lib/field-kinds';
import { FieldBox } from './field-box';
import { FieldList } from './field-list';
import { FieldPalette } from './field-palette';
import { usePaletteDrag, type PaletteDrop } from './use-palette-drag';
import { usePageWidth } from './use-page-width';
import './field-editor.css';

export interface FieldEditorProps {
  /** the PDF: a same-origin URL or its bytes (keep the value stable; a new one reloads the PDF) */
  source: string | ArrayBuffer;
  /** the signer roles in order (甲方, 乙方 …); each gets a colour */
  roles: string[];
  fields: TTemplateField[];
  /** every change: placed, moved, resized, relabelled, removed */
  onChange?: (fields: TTemplateField[]) => void;
  /** the page sizes once the PDF is read (the page count bounds the fields) */
  onPagesLoaded?: (pages: PdfPageSize[]) => void;
  /** preview only: fields drawn, nothing can be changed */
  readOnly?: boolean;
  /** widest page in px (default 760); narrower screens fit the page to the column */
  maxPageWidth?: number;
}

/**
 * The field editor (issue 16 item 1): the PDF's pages (pdf.js, lazy) with each signer role's fields
 * drawn over them in the role's colour, a palette to place signature, seal, date, text and name fields
 * by click or drag, drag to move, a corner handle to resize, keyboard moves and Delete, and the list
 * of placed fields. Positions are percent of the page (lib/geometry.ts), as the server stores them.
 * Controlled: the caller holds the fields. Used by the template pages and by the flows' create page.
 */
export function FieldEditor({ source, roles, fields, onChange, onPagesLoaded, readOnly = false, maxPageWidth = 760 }: FieldEditorProps) {
  const [role, setRole] = useState(roles[0] ?? '');
  const [armed, setArmed] = useState<EsignFieldKind | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pages, setPages] = useState<PdfPageSize[]>([]);
  const { ref: columnRef, width } = usePageWidth(maxPageWidth);
  const fieldsRef = useRef(fields);
  useEffect(() => {
    fieldsRef.current = fields;
  });
  const currentRole = roles.includes(role) ? role : (roles[0] ?? '');

  const change = useCallback((next: TTemplateField[]) => onChange?.(next), [onChange]);
  const patch = useCallback((id: string, p: Partial<TTemplateField>) => change(fieldsRef.current.map((f) => (f.id === id ? { ...f, ...p } : f))), [change]);
  const remove = useCallback(
    (id: string) => {
      change(fieldsRef.current.filter((f) => f.id !== id));
      setSelectedId(null);
    },
    [change],
  );

  const place = useCallback(
    (kind: EsignFieldKind, pageIndex: number, point: { x: number; y: number }, box: { widthPx: number; heightPx: number }) => {
      const page = pages[pageIndex];
      if (readOnly || !page || !currentRole) return;
      const rect = centredAt(point, defaultSizePct(kindInfo(kind).sizePt, page), box);
      const field: TTemplateField = { id: newFieldId(), role: currentRole, kind, page: pageIndex + 1, ...rect, label: null, required: true };
      change([...fieldsRef.current, field]);
      setSelectedId(field.id);
    },
    [pages, readOnly, currentRole, change],
  );

  const drag = usePaletteDrag((d: PaletteDrop) => {
    place(d.kind, d.pageIndex, d.point, d.box);
    setArmed(null);
  });

  useEffect(() => {
    if (!armed) return;
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setArmed(null);
    window.addEventListener('keydown', esc);
    return () => window.removeEventListener('keydown', esc);
  }, [armed]);

  const select = (id: string) => {
    setSelectedId(id);
    const el = document.querySelector<HTMLElement>(`[data-field-id="${id}"]`);
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el?.focus({ preventScroll: true });
  };

  const onPageClick = (pageIndex: number, box: PdfPageBox) => (e: MouseEvent<HTMLDivElement>) => {
    if (!armed) {
      setSelectedId(null);
      return;
    }
    const r = e.currentTarget.getBoundingClientRect();
    place(armed, pageIndex, { x: e.clientX - r.left, y: e.clientY - r.top }, box);
  };

  const overlay = (pageIndex: number, box: PdfPageBox) => (
    <div className={`ep-field-layer${armed ? ' is-armed' : ''}`} data-overlay-page={pageIndex} onClick={onPageClick(pageIndex, box)}>
      {fields
        .filter((f) => f.page === pageIndex + 1)
        .map((f) => (
          <FieldBox
            key={f.id}
            field={f}
            colour={roleColour(roles, f.role)}
            box={box}
            selected={f.id === selectedId}
            readOnly={readOnly}
            onSelect={() => setSelectedId(f.id)}
            onRect={(rect: PctRect) => patch(f.id, rect)}
            onDelete={() => remove(f.id)}
          />
        ))}
    </div>
  );

  return (
    <div className={`ep-field-editor${readOnly ? ' is-readonly' : ''}`}>
      {!readOnly && (
        <aside className="ep-field-side">
          <FieldPalette roles={roles} role={currentRole} onRole={setRole} armed={armed} onArm={setArmed} onDragStart={drag.start} />
          <div className="ep-palette-title">已放置（{fields.length}）</div>
          <FieldList roles={roles} fields={fields} selectedId={selectedId} readOnly={readOnly} onSelect={select} onPatch={patch} onDelete={remove} />
        </aside>
      )}
      <div className="ep-field-pages" ref={columnRef}>
        {width > 0 && (
          <PdfPages
            source={source}
            width={width}
            renderOverlay={overlay}
            onLoaded={(p) => {
              setPages(p);
              onPagesLoaded?.(p);
            }}
          />
        )}
      </div>
      {drag.ghost && (
        <div className="ep-field-ghost" style={{ left: drag.ghost.x, top: drag.ghost.y, borderColor: roleColour(roles, currentRole), color: roleColour(roles, currentRole) }}>
          {currentRole}·{drag.ghost.label}
        </div>
      )}
    </div>
  );
}
