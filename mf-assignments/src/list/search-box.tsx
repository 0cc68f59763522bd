import { useEffect, useRef, useState, type RefObject } from 'react';
import { SEARCH_DEBOUNCE_MS } from './list-timings.js';

interface Props {
  /** The search the list shows (from the URL on /assignments). */
  value: string;
  /** Called once typing has paused for the debounce time, with what the box then holds. */
  onSearch: (search: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
}

/**
 * The list's search box. It keeps its own text and hands the list only the debounced value: were the
 * box driven by the URL, each keystroke would wait for a URL round trip, and keys typed faster than
 * that (~20 ms) were dropped. A change of `value` from outside (back button, a shared link) still
 * replaces the text; the echo of our own push does not, so keys typed since are kept.
 */
export function SearchBox({ value, onSearch, inputRef, disabled }: Props) {
  const [text, setText] = useState(value);
  const pushed = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value === pushed.current) return;
    pushed.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <input
      id="assignment-search"
      ref={inputRef}
      type="search"
      placeholder="Search by title or description"
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
