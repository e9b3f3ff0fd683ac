import { Alert } from 'antd';
import { Link } from 'react-router';
import { bannerFor, type BannerFacts } from './banner-content';

interface Props {
  facts: BannerFacts;
  /** whether a path is a built page; links to unbuilt pages are left out, the text stays */
  isBuilt: (path: string) => boolean;
}

export function VerificationBanner({ facts, isBuilt }: Props) {
  const content = bannerFor(facts);
  if (!content) return null;
  const action = content.action && isBuilt(content.action.path.split('?')[0] ?? '') ? content.action : undefined;
  return (
    <Alert
      banner
      type={content.type}
      className="ep-verify-banner"
      title={content.text}
      action={action ? <Link to={action.path}>{action.label}</Link> : undefined}
    />
  );
}
