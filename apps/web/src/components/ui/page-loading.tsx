import { DotLoading } from 'antd-mobile';

/** Placeholder while a page chunk or the first data loads. */
export function PageLoading({ text = '加载中....' }: { text?: string }) {
  return (
    <div className="page-loading" role="status">
      <DotLoading color="primary" />
      <span>{text}</span>
    </div>
  );
}
