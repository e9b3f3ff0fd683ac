import { MOBILE_DESIGN_WIDTH } from '@evidence/shared/constants';

/**
 * Root font size of the mobile pages (000 §9): 100px at 750px and wider, else width/750*100px,
 * so 1rem is 1/7.5 of the design width and the mobile pages scale with the phone.
 */
export function mobileRootFontSize(viewportWidth: number): string {
  if (!Number.isFinite(viewportWidth) || viewportWidth <= 0) return '100px';
  if (viewportWidth >= MOBILE_DESIGN_WIDTH) return '100px';
  return `${(viewportWidth / MOBILE_DESIGN_WIDTH) * 100}px`;
}
