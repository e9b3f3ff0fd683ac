import { Drawer, Empty } from 'antd';
import { ESIGN_SEAL_TYPE_NAMES, type EsignSealType } from '@evidence/shared/constants';
import type { TH5Seal } from '@evidence/shared/contracts';

/** The company's seals to pick one for a seal field: a tap on a seal places it. */
export function SealDrawer({ open, seals, onClose, onPick }: { open: boolean; seals: TH5Seal[]; onClose: () => void; onPick: (id: number) => void }) {
  return (
    <Drawer open={open} onClose={onClose} placement="bottom" size="auto" title="选择企业印章">
      {seals.length === 0 ? (
        <Empty description="贵企业暂无可用的电子印章，请联系企业主账号在“签章管理 · 企业印章”中生成或上传（“签章管理 · 签名与印章”中的个人签章不能用于电子签约）" />
      ) : (
        <div className="ep-h5s__seals">
          {seals.map((s) => (
            <button type="button" key={s.id} className="ep-h5s__seal" onClick={() => onPick(s.id)} data-testid={`h5-seal-${s.id}`}>
              <img src={s.image} alt={s.name} />
              <span>
                {s.name}（{ESIGN_SEAL_TYPE_NAMES[s.sealType as EsignSealType] ?? s.sealType}）
              </span>
            </button>
          ))}
        </div>
      )}
    </Drawer>
  );
}
