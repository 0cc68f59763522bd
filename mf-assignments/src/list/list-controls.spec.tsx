import { describe, expect, test } from '@jest/globals';
import { renderInApp } from '@studyhub/testing';
import { screen } from '@testing-library/react';
import { ListControls, type ListFilters } from './list-controls.js';

const FILTERS: ListFilters = { search: '', difficulty: '', sort: '', order: 'asc' };
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
