import { useEffect, useState } from 'react';
import './top-progress.css';

type Phase = 'idle' | 'running' | 'done';

/**
 * A thin bar along the top of the screen while something loads (a route's code or a page's first data): it shows in
 * the same frame as `active` turns true, creeps towards 90 %, and fills and fades once `active` turns false.
 */
export function TopProgress({ active, label = '页面加载中' }: { active: boolean; label?: string }) {
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  // a new run restarts the bar's animation (a new element)
  const [run, setRun] = useState(0);
  if (active && phase !== 'running') {
    setPhase('running');
    setRun(run + 1);
  } else if (!active && phase === 'running') {
    setPhase('done');
  }
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      key={run}
      className={`top-progress is-${phase}`}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'running'}
      data-testid="top-progress"
    >
      <span className="top-progress-bar" />
    </div>
  );
}
