import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './pull-to-refresh.module.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

// antd-mobile's texts (zh-CN), so every list reads as before
const TEXT: Record<Status, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中...',
  complete: '刷新成功',
};
/** how long 刷新成功 stays before the head closes (ms) */
const COMPLETE_DELAY = 500;

/** antd-mobile's rubber band: the further the pull, the less the head follows (at most `dimension`). */
const rubberband = (distance: number, dimension: number, constant = 0.5) =>
  (distance * dimension * constant) / (dimension + constant * distance);

/** Whether nothing between the touched element and the window is scrolled down (a pull then refreshes, not scrolls). */
const atTop = (target: EventTarget | null, root: HTMLElement): boolean => {
  for (let el = target instanceof Element ? target : null; el && el !== root; el = el.parentElement) {
    if (el.scrollTop > 0) return false;
  }
  return window.scrollY <= 0 && (document.scrollingElement?.scrollTop ?? 0) <= 0;
};

/**
 * Pull down at the top of a page to refresh it (touch only, as antd-mobile's PullToRefresh, whose texts and rubber
 * band it keeps): 下拉刷新, 释放立即刷新 past the threshold, 加载中... while `onRefresh` runs, then 刷新成功.
 *
 * Plain touch listeners and a CSS transition: a page that shows it sets up no spring or gesture library (they cost
 * the home tabs 20 to 45 ms of a cold load at 4× CPU), and it forces no layout while rendering.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => unknown; children?: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  const [status, setStatus] = useState<Status>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let startX = 0;
    let startY = 0;
    let tracking = false;
    let pulling = false;
    let busy = false;
    let pulled = 0;
    // the head's text height: the pull is measured against it (it grows with the root font size)
    const headHeight = () => content.current?.offsetHeight || 40;
    let head = 40;

    const start = (e: TouchEvent) => {
      if (busy || e.touches.length !== 1) return;
      tracking = true;
      pulling = false;
      startX = e.touches[0]!.clientX;
      startY = e.touches[0]!.clientY;
    };
    const move = (e: TouchEvent) => {
      if (!tracking) return;
      const dx = e.touches[0]!.clientX - startX;
      const dy = e.touches[0]!.clientY - startY;
      if (!pulling) {
        if (dy <= 0 || Math.abs(dx) >= dy || !atTop(e.target, el)) {
          tracking = false;
          return;
        }
        pulling = true;
        head = headHeight();
        setDragging(true);
      }
      if (e.cancelable) e.preventDefault();
      pulled = Math.max(0, rubberband(dy, head * 5));
      setHeight(Math.ceil(pulled));
      setStatus(pulled > head * 1.5 ? 'canRelease' : 'pulling');
    };
    const end = () => {
      if (!tracking) return;
      tracking = false;
      if (!pulling) return;
      pulling = false;
      setDragging(false);
      if (pulled <= head * 1.5) {
        setHeight(0);
        return;
      }
      busy = true;
      setHeight(head);
      setStatus('refreshing');
      void (async () => {
        try {
          await refresh.current();
          setStatus('complete');
          await new Promise((r) => setTimeout(r, COMPLETE_DELAY));
        } catch {
          // the page shows its own error (a failed refetch keeps the data and says so)
        } finally {
          setHeight(0);
          busy = false;
        }
      })();
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, []);

  return (
    <div ref={root} className={styles.root}>
      <div
        className={dragging ? styles.head : `${styles.head} ${styles.settle}`}
        style={{ height }}
        aria-hidden={height === 0}
        onTransitionEnd={() => {
          if (height === 0) setStatus('pulling');
        }}
      >
        <div ref={content} className={styles.text} role="status">
          {TEXT[status]}
        </div>
      </div>
      {children}
    </div>
  );
}
