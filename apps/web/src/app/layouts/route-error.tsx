import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * What a page shows when it fails to load or render. After a new deployment an old tab may ask
 * for a chunk that no longer exists; a reload fixes that, so say so.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkMissing = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (error && !chunkMissing) console.error(error);
  return (
    <Result
      status={status === 404 ? '404' : 'error'}
      title={chunkMissing ? '页面已更新' : '页面加载失败'}
      subTitle={chunkMissing ? '平台刚刚完成更新，请刷新页面后继续使用。' : '抱歉，页面出现了问题，请刷新重试或返回首页。'}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>,
        <Button key="home" href="/">
          返回首页
        </Button>,
      ]}
    />
  );
}
