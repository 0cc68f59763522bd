import type { Notification } from '@studyhub/contracts';
import { Link } from '@studyhub/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { notificationLink } from './notification-link.js';
import { NOTIFICATION_TEXTS as T } from './notifications.texts.js';

/** Long enough to read a sentence and reach the link; the toast stays while pointed at or focused. */
export const TOAST_MS = 6000;

/* The region is always there, empty when nothing is said: screen readers only announce changes
   to a live region they already know. */
const StyledRegion = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 300;
  width: min(380px, calc(100vw - 32px));
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    right: 16px;
    left: 16px;
    width: auto;
  }
`;

const StyledToast = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 12px 14px 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  p { flex: 1; margin: 0; overflow-wrap: anywhere; }
  a { display: inline-block; margin-top: 4px; color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
  button {
    flex: none;
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
  }
  button:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

interface Props {
  /** The notification that just came; a new one replaces it. */
  notification: Notification | null;
  /** It went: timed out, dismissed, or its link was followed. */
  onDone: () => void;
  /** Its link was followed: the caller marks it read. */
  onOpen: (notification: Notification) => void;
}

/** A short note, in a polite live region, of a notification that arrived while the page is open. */
export function NotificationToast({ notification, onDone, onOpen }: Props) {
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const hold = useCallback(() => setHeld(true), []);
  const release = useCallback(() => setHeld(false), []);

  useEffect(() => {
    if (!notification || held) return undefined;
    timer.current = setTimeout(() => done.current(), TOAST_MS);
    return () => clearTimeout(timer.current);
  }, [notification, held]);

  return (
    <StyledRegion role="status" aria-live="polite">
      {notification && (
        <StyledToast onPointerEnter={hold} onPointerLeave={release} onFocus={hold} onBlur={release} data-testid="notification-toast">
          <p>
            {T.describe(notification)}
            <br />
            <Link
              to={notificationLink(notification)}
              onClick={() => {
                onOpen(notification);
                onDone();
              }}
            >
              {T.open}
            </Link>
          </p>
          <button type="button" aria-label={T.dismiss} onClick={onDone}>
            ×
          </button>
        </StyledToast>
      )}
    </StyledRegion>
  );
}
