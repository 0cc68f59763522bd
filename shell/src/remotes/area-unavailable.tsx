import type { AreaName } from '@studyhub/mf-config';
import { Button, Container, Muted, PageTitle } from '@studyhub/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AreaState } from './remote-areas.js';
import { useRemoteAreas } from './use-remote-area.js';

const StyledPanel = styled(Container)`
  text-align: center;
  padding: 64px 16px;
`;

/** Waits 2, 4, 8, 16, then 30 s between automatic tries, so a remote that is down is not hammered. */
export const retryDelayMs = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(1, failures));

type Unavailable = Extract<AreaState, { status: 'unavailable' }>;

/**
 * Fallback for the screens of a remote that could not be loaded; other areas keep working. It
 * tries again by itself with backoff, and Retry tries at once; either way only this remote is
 * fetched again, and the screen comes back without reloading the page.
 */
export function AreaUnavailable({ remote, state }: { remote: AreaName; state: Unavailable }) {
  const areas = useRemoteAreas();
  const delay = retryDelayMs(state.failures);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(delay / 1000));

  useEffect(() => {
    if (state.retrying) return;
    const due = Date.now() + delay;
    setSecondsLeft(Math.ceil(delay / 1000));
    const tick = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil((due - Date.now()) / 1000))), 1000);
    const timer = setTimeout(() => void areas.retry(remote), delay);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [areas, remote, delay, state.retrying, state.failures]);

  return (
    <StyledPanel role="alert">
      <PageTitle>{areas.titleOf(remote)} is unavailable right now</PageTitle>
      <Muted>This part of StudyHub could not be loaded. The rest of the app still works.</Muted>
      <Muted aria-live="polite">{state.retrying ? 'Trying again…' : `Trying again in ${secondsLeft} s.`}</Muted>
      <Button onClick={() => void areas.retry(remote)} disabled={state.retrying}>
        Retry
      </Button>
    </StyledPanel>
  );
}
