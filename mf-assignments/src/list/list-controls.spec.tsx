import { describe, expect, jest, test } from '@jest/globals';
import { renderInApp } from '@studyhub/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListControls, type ListFilters } from './list-controls.js';

const FILTERS: ListFilters = { search: '', difficulty: '', show: '', sort: '', order: 'asc' };
const noop = () => undefined;

describe('ListControls search focus', () => {
  test('the search box takes focus on load when nothing else has it', () => {
    renderInApp(<ListControls value={FILTERS} onChange={noop} focusSearch />);
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  test('focus the user already placed elsewhere stays where it is', () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    renderInApp(<ListControls value={FILTERS} onChange={noop} focusSearch />);
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  test('on the home page the search box never takes focus', () => {
    renderInApp(<ListControls value={FILTERS} onChange={noop} focusSearch={false} />);
    expect(screen.getByRole('searchbox')).not.toHaveFocus();
  });
});

/** The list page as it keeps filters in the URL: its value changes only through onChange. */
function UrlLike({ onChange }: { onChange: (next: ListFilters) => void }) {
  const [value, setValue] = useState(FILTERS);
  return (
    <ListControls
      value={value}
      focusSearch={false}
      signedIn
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('ListControls search and views', () => {
  test('keys typed with no pause are all kept, and the list gets the text once typing pauses', async () => {
    const onChange = jest.fn();
    renderInApp(<UrlLike onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox'), 'Sorting Algorithms', { delay: null });
    expect(screen.getByRole('searchbox')).toHaveValue('Sorting Algorithms');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), { timeout: 1500 });
    expect(onChange).toHaveBeenCalledWith({ ...FILTERS, search: 'Sorting Algorithms' });
    // Keys typed after the push survive its echo.
    await userEvent.type(screen.getByRole('searchbox'), ' 2', { delay: null });
    expect(screen.getByRole('searchbox')).toHaveValue('Sorting Algorithms 2');
  });

  test('a signed-in reader can narrow the list to their own views; a guest has no such control', () => {
    const onChange = jest.fn();
    const { unmount } = renderInApp(<UrlLike onChange={onChange} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Mine', 'Not taken', 'To grade', 'Due date']),
    );
    unmount();
    renderInApp(<ListControls value={FILTERS} onChange={noop} focusSearch={false} />);
    expect(screen.queryByLabelText('Show')).toBeNull();
  });
});
