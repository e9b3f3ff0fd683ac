import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FACE_MSG, PAYMENT_MSG } from '@evidence/shared/constants';
import { MobileFacePage } from '@/features/face/components/mobile-face-page';
import { CashierPage } from '@/features/points/components/cashier-page';

/** First paint of a page (its query still pending: nothing is fetched during a static render). */
const render = (page: ReactElement) => renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>);

/** The frame's opening: the root, then the notice with its sentence. */
const frame = (notice: string) => new RegExp(`^<div class="ep-phone-page"><div class="ep-phone-page__notice" role="alert">${notice}<small>[^<]+</small></div>`);

describe('PhonePage: one frame for the local test providers’ phone pages', () => {
  it('frames the cashier', () => {
    expect(render(<CashierPage token="t" />)).toMatch(frame(PAYMENT_MSG.localNotice));
  });
  it('frames the face page', () => {
    expect(render(<MobileFacePage token="t" />)).toMatch(frame(FACE_MSG.localNotice));
  });
});
