import { describe, expect, jest, test } from '@jest/globals';
import { MESSAGES } from '@studyhub/contracts';
import { anAssignment, renderInApp } from '@studyhub/testing';
import { fireEvent, screen } from '@testing-library/react';
import { TEXTS } from '../assignments.texts.js';
import { AssignmentCard } from './assignment-card.js';

const noop = () => undefined;

describe('AssignmentCard', () => {
  test('shows title, difficulty, author and marks', () => {
    renderInApp(<AssignmentCard assignment={anAssignment({ marks: 35 })} onView={noop} onEdit={noop} onDelete={noop} />);
    expect(screen.getByRole('heading', { name: 'Linear equations' })).toBeInTheDocument();
    expect(screen.getByText('Easy')).toBeInTheDocument();
    expect(screen.getByText('By: Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Marks: 35')).toBeInTheDocument();
  });

  test('falls back to Anonymous and N/A when the owner name or difficulty is missing', () => {
    const assignment = anAssignment({ userName: '', difficulty: '' as never });
    renderInApp(<AssignmentCard assignment={assignment} onView={noop} onEdit={noop} onDelete={noop} />);
    expect(screen.getByText(`By: ${MESSAGES.assignments.anonymous}`)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.assignments.notApplicable)).toBeInTheDocument();
  });

  test('a broken thumbnail is replaced by the placeholder once', () => {
    const { container } = renderInApp(<AssignmentCard assignment={anAssignment()} onView={noop} onEdit={noop} onDelete={noop} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('thumbnail-placeholder')).toBeInTheDocument();
  });

  test('a card of the first row fetches its picture at once, the others when scrolled to', () => {
    const { container } = renderInApp(
      <>
        <AssignmentCard assignment={anAssignment()} onView={noop} onEdit={noop} onDelete={noop} priority="high" />
        <AssignmentCard assignment={anAssignment()} onView={noop} onEdit={noop} onDelete={noop} />
      </>,
    );
    const [first, later] = container.querySelectorAll('img');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(later.getAttribute('loading')).toBe('lazy');
    expect(later.hasAttribute('fetchpriority')).toBe(false);
  });

  test('each button reports its assignment', () => {
    const onDelete = jest.fn();
    const assignment = anAssignment();
    renderInApp(<AssignmentCard assignment={assignment} onView={noop} onEdit={noop} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Linear equations' }));
    expect(onDelete).toHaveBeenCalledWith(assignment);
  });

  test('every button names its assignment, so the grid can be used by buttons alone', () => {
    renderInApp(
      <AssignmentCard assignment={anAssignment({ title: 'Sorting Algorithms Compared' })} onView={noop} onEdit={noop} onDelete={noop} />,
    );
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['View Sorting Algorithms Compared', 'Edit Sorting Algorithms Compared', 'Delete Sorting Algorithms Compared']);
  });

  test('shows the due date and, for a signed-in reader, where they stand', () => {
    const viewer = { isOwner: false, submission: null };
    renderInApp(
      <AssignmentCard
        assignment={anAssignment({ dueDate: '2999-12-01T00:00:00.000Z', viewer })}
        onView={noop}
        onEdit={noop}
        onDelete={noop}
      />,
    );
    expect(screen.getByText('Due: December 1, 2999')).toBeInTheDocument();
    expect(screen.getByTestId('viewer-status')).toHaveTextContent('Not taken');
  });
});
