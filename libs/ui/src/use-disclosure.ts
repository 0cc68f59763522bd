import { useCallback, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.js';

/**
 * A button that opens a panel (the bar's menus, the notification bell): open or not, closed by a
 * click outside `container` or by Escape (focus back to `button`).
 */
export function useDisclosure<Container extends HTMLElement, Trigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  const container = useRef<Container>(null);
  const button = useRef<Trigger>(null);
  useDismiss(open, close, container, button);
  return { open, close, toggle, container, button };
}
