/** How long the list waits after the last keystroke or filter change before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The pause before "View Details" opens an assignment, so the press is seen. */
export const VIEW_DELAY_MS = 500;
