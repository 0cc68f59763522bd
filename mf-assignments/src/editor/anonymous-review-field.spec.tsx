import { describe, expect, jest, test } from '@jest/globals';
import { assignmentFormSchema, assignmentUpdateFormSchema } from '@studyhub/contracts';
import { lightTheme } from '@studyhub/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { TEXTS } from '../assignments.texts.js';
import { AssignmentForm, type AssignmentFormValues } from './assignment-form.js';

const T = TEXTS.anonymousReview;
const inDays = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);
const valid = {
  userEmail: 'ada@studyhub.test',
  userName: 'Ada Lovelace',
  title: 'Linear equations',
  description: 'Solve the ten equations and explain each step you take.',
  marks: 20,
  thumbnailUrl: 'https://example.com/algebra.png',
  difficulty: 'Easy' as const,
  dueDate: inDays(7),
  anonymous: false,
};

function renderForm(props: Partial<Parameters<typeof AssignmentForm>[0]> = {}) {
  const onSave = jest.fn(async (_values: AssignmentFormValues) => true);
  // The form guards unsaved changes with useBlocker, which needs a data router.
  const form = (
    <AssignmentForm
      schema={assignmentFormSchema}
      defaultValues={valid}
      invalidAlert="Fix the form"
      draftKey={`test:${Math.random()}`}
      submitLabel="Create Assignment"
      onSave={onSave}
      onSaved={() => undefined}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '/', element: <ThemeProvider theme={lightTheme}>{form}</ThemeProvider> }]);
  render(<RouterProvider router={router} />);
  return onSave;
}

describe('Anonymous review in the assignment form', () => {
  test('create offers it off by default, labelled and explained', () => {
    renderForm();
    const box = screen.getByRole('checkbox', { name: T.label });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(T.hint);
  });

  test('create sends the choice', async () => {
    const onSave = renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: T.label }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toMatchObject({ anonymous: true });
  });

  test('update states what was chosen and offers no control that would do nothing', () => {
    renderForm({ schema: assignmentUpdateFormSchema, submitLabel: 'Update Assignment', fixedAnonymous: true });
    expect(screen.queryByRole('checkbox', { name: T.label })).not.toBeInTheDocument();
    expect(screen.getByTestId('anonymous-review-note')).toHaveTextContent(T.fixedOn);
  });
});
