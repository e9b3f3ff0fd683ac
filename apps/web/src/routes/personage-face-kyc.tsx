import { useSearchParams } from 'react-router';
import { FaceFlow } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { FacePage } from '@/features/face/components/face-page';
import { useSiteConfig } from '@/features/home/api/get-site-config';
import { isBuilt } from '@/lib/built-routes';

/**
 * /personage-face-kyc — 人脸核验 (000 §2, §4; 001 §2.11): reached after the individual form is
 * submitted. `BizToken` in the query is the session being polled; starting one puts it there.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const bizToken = params.get('BizToken');
  const site = useSiteConfig();
  // the site config failing to load leaves both flows: a refused start then says why
  const flows = site.isPending ? undefined : (site.data?.faceFlows ?? [FaceFlow.detect, FaceFlow.ali]);
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <FacePage
          bizToken={bizToken && bizToken.length <= 100 ? bizToken : null}
          onBizToken={(t) => setParams({ BizToken: t }, { replace: true })}
          personInfoPath={isBuilt('/person-info') ? '/person-info' : null}
          personFormPath={isBuilt('/personage-kyc') ? '/personage-kyc' : null}
          flows={flows}
        />
      </section>
    </div>
  );
}
