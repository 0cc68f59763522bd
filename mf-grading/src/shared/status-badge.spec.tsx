import { describe, expect, test } from '@jest/globals';
import { renderInApp } from '@studyhub/testing';
import { lightTheme } from '@studyhub/ui';
import { screen } from '@testing-library/react';
import { StatusBadge } from './status-badge.js';

describe('StatusBadge', () => {
  test('pending reads "Pending" in the theme\'s warning (yellow) colours', () => {
    renderInApp(<StatusBadge status="pending" />);
    expect(screen.getByText('Pending')).toHaveStyle({ color: lightTheme.colors.warning, backgroundColor: lightTheme.colors.warningBg });
  });

  test('completed reads "Completed" in the theme\'s success (green) colours', () => {
    renderInApp(<StatusBadge status="completed" />);
    expect(screen.getByText('Completed')).toHaveStyle({ color: lightTheme.colors.success, backgroundColor: lightTheme.colors.successBg });
  });
});
