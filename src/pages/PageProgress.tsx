import { getSettings } from '../settings';

const SLIDE = '@keyframes page-progress-slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }';

/**
 * The thin bar at the top while a page or its code loads, in the stored primary colour. Plain
 * elements rather than MUI's LinearProgress: while the console's code loads there is no theme yet,
 * and building one only for this bar took the time of the code that was waiting to run.
 */
export function PageProgress() {
  const { primary } = getSettings();
  return (
    <div
      aria-hidden
      data-testid="page-progress"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3, overflow: 'hidden', background: `color-mix(in srgb, ${primary} 35%, transparent)` }}
    >
      <style>{SLIDE}</style>
      <div style={{ width: '40%', height: '100%', background: primary, animation: 'page-progress-slide 1.2s ease-in-out infinite' }} />
    </div>
  );
}
