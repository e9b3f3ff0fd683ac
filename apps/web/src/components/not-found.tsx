import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { MSG } from '@evidence/shared/constants';
import { NotFoundIllustration } from './not-found-illustration';

/** The not-found page: illustration, MSG.notFoundPage and 返回首页. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <div className="ep-not-found">
      <NotFoundIllustration />
      <p className="ep-not-found__text">{MSG.notFoundPage}</p>
      <Button type="primary" size="large" onClick={() => void navigate('/')}>
        返回首页
      </Button>
    </div>
  );
}
