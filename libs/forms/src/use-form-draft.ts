import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLeaveGuard } from './use-leave-guard.js';

/** Where drafts live in localStorage; the form names the rest (e.g. 'create:<uid>'). */
export const DRAFT_PREFIX = 'studyhub:draft:';

export interface FormDraft {
  /** The form was filled from a draft kept before a reload or a navigation away. */
  restored: boolean;
  /** Unsaved changes: the form differs from what it started with. */
  dirty: boolean;
  /** Drop the draft and go back to the form's starting values. */
  discard: () => void;
  /**
   * Drop the draft once its work is saved. Call it before leaving the page after a save: from
   * then on a navigation is no longer questioned.
   */
  clear: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function read(key: string): FieldValues | null {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as FieldValues) : null;
  } catch {
    return null; // storage off (private mode) or a draft from an older form: start clean
  }
}

function write(key: string, values: FieldValues | null) {
  try {
    if (values) localStorage.setItem(key, JSON.stringify(values));
    else localStorage.removeItem(key);
  } catch {
    // storage full or off: the form still works, only the draft is not kept
  }
}

/**
 * Keeps a form's unsaved work: every change is written to localStorage under `key` (removed again
 * when the form is back to its starting values), a draft found on mount fills the form, and while
 * there are unsaved changes the browser asks before a reload or closing the tab, and the app asks
 * before a link or Back takes the user elsewhere (useLeaveGuard; it needs a data router, as the
 * shell's createBrowserRouter is). Leaving then loses nothing even if the user confirms. `key`
 * names the user too, so one person's draft never fills the next person's form on a shared computer.
 */
export function useFormDraft<Values extends FieldValues, Output>(form: UseFormReturn<Values, unknown, Output>, key: string): FormDraft {
  const storageKey = DRAFT_PREFIX + key;
  const [restored, setRestored] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The same as `dirty`, but current at once: a save clears it and navigates in the same tick.
  const unsaved = useRef(false);
  const markDirty = useCallback((value: boolean) => {
    unsaved.current = value;
    setDirty(value);
  }, []);
  const { watch, reset, formState } = form;
  useLeaveGuard(() => unsaved.current);

  useEffect(() => {
    const draft = read(storageKey);
    if (draft && !same(draft, formState.defaultValues)) {
      // keepDefaultValues: the form stays dirty against what it started with, as it was before.
      reset(draft as Values, { keepDefaultValues: true });
      setRestored(true);
      markDirty(true);
    }
    const subscription = watch((values) => {
      const changed = !same(values, formState.defaultValues);
      markDirty(changed);
      write(storageKey, changed ? values : null);
    });
    return () => subscription.unsubscribe();
    // formState.defaultValues is read once: a draft belongs to the form as it was first drawn.
  }, [storageKey, watch, reset, markDirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const clear = () => {
    write(storageKey, null);
    markDirty(false);
    setRestored(false);
  };
  return {
    restored,
    dirty,
    clear,
    discard: () => {
      reset();
      clear();
    },
  };
}
