import { useBlocker, type BlockerFunction } from '@studyhub/router';
import { confirmAction } from '@studyhub/ui';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { LEAVE_TEXTS } from './forms.texts.js';

/**
 * Asks before an in-app navigation takes the user off the page while `hasUnsavedChanges()` is
 * true; the browser's own reload/close question is separate (beforeunload). Focus starts on Stay,
 * so Enter or Space on arrival keeps the user on the form.
 *
 * `hasUnsavedChanges` is called when a navigation starts, not read from the last render: a save
 * that clears its changes and navigates in the same tick goes through without a question. Moves
 * within the page (search or hash only) are never questioned: the form stays mounted.
 */
export function useLeaveGuard(hasUnsavedChanges: () => boolean) {
  const latest = useRef(hasUnsavedChanges);
  useLayoutEffect(() => {
    latest.current = hasUnsavedChanges;
  });

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && latest.current(),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  // The navigation being asked about: StrictMode runs effects twice, and one question is enough.
  const asking = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current === blocker.location) return;
    asking.current = blocker.location;
    void confirmAction(LEAVE_TEXTS.title, LEAVE_TEXTS.body, LEAVE_TEXTS.leave, {
      focusCancel: true,
      cancelButtonText: LEAVE_TEXTS.stay,
    }).then((leave) => {
      asking.current = null;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
}
