import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Around antd's ImageUploader: the uploader named as a group (antd puts an aria-label given to it on a plain div,
 * where it names nothing), and its previews given Chinese alternative text (antd renders them without alt):
 * `${label}：第 n 张`. antd names its own add button and file input 上传.
 */
export function UploaderGroup({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // after every render: a picked or removed image re-renders the group with its uploader
  useEffect(() => {
    ref.current?.querySelectorAll('img').forEach((img, i) => {
      if (!img.alt) img.alt = `${label.replace(/^上传/, '')}：第${i + 1}张`;
    });
  });
  return (
    <div ref={ref} role="group" aria-label={label} className={className}>
      {children}
    </div>
  );
}
