import { Skeleton } from 'antd-mobile';

/** Placeholder of the personal home while the profile loads. */
export function MyHomeSkeleton() {
  return (
    <div className="my-skeleton" aria-busy="true">
      <div className="my-hero">
        <Skeleton animated className="my-skeleton-avatar" />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
      <div className="section">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    </div>
  );
}
