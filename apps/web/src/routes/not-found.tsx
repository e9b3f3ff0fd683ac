import { NotFound } from '@/components/not-found';

/** /404 and every path no built page matches. */
export function Component() {
  return <NotFound />;
}
