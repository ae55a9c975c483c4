import { Activity, useState, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router';
import { currentHandle } from '../lib/routing/route-handle';
import { PAGE_KEY_ATTR } from './scroll-memory';

interface Kept {
  key: string;
  element: ReactNode;
  location: Location;
}

export const KEEP_ALIVE_MAX = 10;

/**
 * The routed outlet. Pages flagged keepAlive are cached per full path (pathname + search) and stay
 * mounted inside a hidden `<Activity>` while another page shows: their state survives, their effects
 * pause. Each kept page sees its own location. Other pages render normally.
 */
export function KeepAliveOutlet({ max = KEEP_ALIVE_MAX }: { max?: number }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const keepAlive = currentHandle(useMatches())?.keepAlive ?? false;
  const key = location.pathname + location.search;
  const [kept, setKept] = useState<Kept[]>([]);

  if (keepAlive && !kept.some((k) => k.key === key)) {
    // first visit of this full path: remember its element (the oldest others go beyond the cap)
    setKept([...kept, { key, element: outlet, location }].slice(-max));
  }

  return (
    <>
      {kept.map((k) => {
        const active = keepAlive && k.key === key;
        return (
          <Activity key={k.key} mode={active ? 'visible' : 'hidden'}>
            <UNSAFE_LocationContext.Provider value={{ location: active ? location : k.location, navigationType }}>
              <div className="kept-page" {...{ [PAGE_KEY_ATTR]: k.key }}>
                {active ? outlet : k.element}
              </div>
            </UNSAFE_LocationContext.Provider>
          </Activity>
        );
      })}
      {!keepAlive && outlet}
    </>
  );
}
