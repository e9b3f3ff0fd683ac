import { Image } from 'antd';
import type { TCompanyData } from '@evidence/shared/contracts';
import { companyImages } from './company-info-sections';

/**
 * The four documents, each opening antd's viewer (zoom, rotate). The URLs are signed and expire
 * after a few minutes; the page fetches them again when it regains focus.
 */
export function CompanyDocuments({ data, cleared }: { data: TCompanyData; cleared: boolean }) {
  return (
    <div className="ep-company-info__images">
      <Image.PreviewGroup>
        {companyImages(data).map(({ key, label, image }) => (
          <figure key={key} className="ep-company-info__image">
            {image ? (
              <Image src={image.url} alt={label} width={176} height={112} style={{ objectFit: 'cover' }} />
            ) : (
              <div className="ep-company-info__empty">{cleared ? '驳回后已清除' : '未上传'}</div>
            )}
            <figcaption>{label}</figcaption>
          </figure>
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
