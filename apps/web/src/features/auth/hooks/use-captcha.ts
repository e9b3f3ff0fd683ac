import { useCallback } from 'react';
import type { CaptchaState } from '@/components/captcha-input';
import { useImgCodeQuery } from '../api/get-img-code';

/**
 * A captcha for one form. `enabled` lets the login form ask for one only after the server said
 * it is needed. Single use: forms call `refresh` after every submission that consumed it.
 */
export function useCaptcha(scope: string, enabled = true): CaptchaState {
  const query = useImgCodeQuery(scope, enabled);
  const { refetch } = query;
  const refresh = useCallback(() => {
    void refetch();
  }, [refetch]);
  return {
    img: query.data?.img,
    captchaKey: query.data?.captchaKey,
    loading: query.isFetching,
    refresh,
  };
}
