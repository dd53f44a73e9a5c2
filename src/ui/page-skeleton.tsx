/** What a page shows while its code or data loads. */
import frame from './frame.module.css';

export function PageSkeleton() {
  return (
    <div
      className={`${frame.container} ${frame.containerLg}`}
      role="status"
      aria-busy="true"
      aria-label="Loading"
    >
      <div className={frame.stack}>
        <div className={frame.skeleton} style={{ height: 36, width: '60%' }} />
        <div className={frame.skeleton} style={{ height: 16 }} />
        <div className={frame.skeleton} style={{ height: 16, width: '90%' }} />
        <div className={frame.skeleton} style={{ height: 180 }} />
      </div>
    </div>
  );
}
