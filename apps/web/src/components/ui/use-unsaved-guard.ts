import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmAction } from './confirm';

/**
 * While `dirty`, leaving the screen asks first: a move inside the app (back, a link) through a confirmation dialog,
 * closing or reloading the tab through the browser's own prompt. Editors use it so typed input is never lost.
 */
export function useUnsavedGuard(dirty: boolean, message = '修改尚未保存，离开后将丢失，确定离开吗？') {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction(message, { title: '离开此页？', danger: true }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, message]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers show the prompt only when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
