import { Image } from 'antd';
import type { TVerifyImage } from '@evidence/shared/contracts';

interface Item {
  label: string;
  image: TVerifyImage | null;
}

/**
 * Identity document photos side by side, each opening the viewer (zoom, rotate). The URLs are signed
 * and expire after a few minutes: the drawer fetches the detail again each time it opens.
 */
export function IdentityImages({ items, cleared }: { items: Item[]; cleared: boolean }) {
  return (
    <div className="ep-kyc-images">
      <Image.PreviewGroup>
        {items.map(({ label, image }) => (
          <figure key={label} className="ep-kyc-images__item">
            {image ? (
              <Image src={image.url} alt={label} width={160} height={110} style={{ objectFit: 'cover' }} />
            ) : (
              <div className="ep-kyc-images__empty">{cleared ? '驳回后已清除' : '未上传'}</div>
            )}
            <figcaption>{label}</figcaption>
          </figure>
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
