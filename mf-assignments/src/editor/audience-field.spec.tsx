import { describe, expect, jest, test } from '@jest/globals';
import { assignmentFormSchema } from '@studyhub/contracts';
import { lightTheme } from '@studyhub/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { TEXTS } from '../assignments.texts.js';
import { AssignmentForm, type AssignmentFormValues } from './assignment-form.js';
import type { AudienceChoices } from './audience-field.js';

const T = TEXTS.audience;
const PHYSICS = { _id: '5b0c5f39-8f7e-4a8e-9a3e-0f6d1c2b3a4d', name: 'Physics circle' };
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

/** The form with groups that arrive later (`arrive`), as they do from the API. */
function renderForm(groupId: string | null, first: AudienceChoices) {
  const onSave = jest.fn(async (_values: AssignmentFormValues) => true);
  let arrive: (choices: AudienceChoices) => void = () => undefined;
  function Harness() {
    const [audience, setAudience] = useState(first);
    arrive = setAudience;
    return (
      <AssignmentForm
        schema={assignmentFormSchema}
        defaultValues={{ ...valid, groupId }}
        invalidAlert="Fix the form"
        draftKey={`test:${Math.random()}`}
        submitLabel="Create Assignment"
        onSave={onSave}
        onSaved={() => undefined}
        audience={audience}
      />
    );
  }
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ThemeProvider theme={lightTheme}>
          <Harness />
        </ThemeProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { onSave, arrive: (choices: AudienceChoices) => act(() => arrive(choices)) };
}

describe('Who can see an assignment', () => {
  test('Public by default; choosing a group sends its id, choosing Public again sends null', async () => {
    const { onSave } = renderForm(null, { groups: [PHYSICS], failed: false });
    const select = screen.getByRole('combobox', { name: T.label });
    expect(select).toHaveDisplayValue(T.public);
    expect(select).toHaveAccessibleDescription(T.hint);
    await userEvent.selectOptions(select, PHYSICS.name);
    await userEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(onSave.mock.calls[0][0]).toMatchObject({ groupId: PHYSICS._id });
    await userEvent.selectOptions(select, T.public);
    await userEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(onSave.mock.calls[1][0]).toMatchObject({ groupId: null });
  });

  test("a group chosen before the groups have loaded (from the group's page) shows once they arrive", async () => {
    const { onSave, arrive } = renderForm(PHYSICS._id, { groups: [], failed: false });
    arrive({ groups: [PHYSICS], failed: false });
    expect(screen.getByRole('combobox', { name: T.label })).toHaveDisplayValue(PHYSICS.name);
    await userEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));
    expect(onSave.mock.calls[0][0]).toMatchObject({ groupId: PHYSICS._id });
  });

  test('when the groups cannot be loaded, the form says so and still offers Public', () => {
    renderForm(null, { groups: [], failed: true });
    const select = screen.getByRole('combobox', { name: T.label });
    expect(select).toHaveAccessibleDescription(T.loadFailed);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([T.public]);
  });
});
