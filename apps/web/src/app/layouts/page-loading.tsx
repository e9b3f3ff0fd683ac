/**
 * Shown while the first page's code and guard run (React Router's HydrateFallback). Plain markup
 * and CSS only, so it costs nothing on the first load.
 */
export function PageLoading() {
  return (
    <div className="ep-page-loading" role="status" aria-live="polite">
      <span className="ep-page-loading__dot" />
      <span className="ep-page-loading__text">正在加载…</span>
    </div>
  );
}
