import { Image } from 'antd';
import type { TPersonData } from '@evidence/shared/contracts';

const PHOTOS = [
  { key: 'authorFront', label: '身份证人像面' },
  { key: 'authorBack', label: '身份证国徽面' },
  { key: 'authorHand', label: '手持身份证照片' },
] as const;

/**
 * The three photos through their signed URLs (valid a few minutes; the page fetches new ones when
 * it is opened or focused again). Click or Enter opens antd's preview with zoom and rotate.
 */
export function IdentityPhotos({ person }: { person: TPersonData }) {
  return (
    <section aria-labelledby="person-info-photos" className="ep-person-info__photos-section">
      <h2 id="person-info-photos" className="ep-person-info__heading">
        证件照片
      </h2>
      <Image.PreviewGroup>
        <div className="ep-person-info__photos">
          {PHOTOS.map((p) => {
            const image = person[p.key];
            return (
              <figure key={p.key} className="ep-person-info__photo">
                {image ? (
                  <Image src={image.url} alt={p.label} width={200} height={128} style={{ objectFit: 'cover' }} />
                ) : (
                  <div className="ep-person-info__missing">未上传</div>
                )}
                <figcaption>{p.label}</figcaption>
              </figure>
            );
          })}
        </div>
      </Image.PreviewGroup>
    </section>
  );
}
