import { apiErrorMessage } from '@studyhub/api-client';
import { selectUser } from '@studyhub/auth';
import { MESSAGES, ROUTES, TIMINGS } from '@studyhub/contracts/web';
import type { Assignment } from '@studyhub/contracts';
import { confirmAction, showAlert } from '@studyhub/ui';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from '@studyhub/router';
import { useDeleteAssignmentMutation } from '../assignments.api.js';
import { useDeleteWarning } from './use-delete-warning.js';
import { TEXTS } from '../assignments.texts.js';
import { ASSIGNMENTS_PATHS } from '../assignments.paths.js';
import { VIEW_DELAY_MS } from './list-timings.js';

const A = TEXTS.assignments;

/** View, Edit and Delete of a list card with their login, ownership and confirm steps. */
export function useCardActions() {
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const [deleteAssignment] = useDeleteAssignmentMutation();
  const deleteWarning = useDeleteWarning();
  const [processing, setProcessing] = useState(false);

  async function requireLogin(): Promise<boolean> {
    if (user) return true;
    await showAlert({ title: TEXTS.login.notLoggedInTitle, text: TEXTS.login.toAct, icon: 'warning' });
    navigate(ROUTES.login);
    return false;
  }

  async function onView(assignment: Assignment) {
    setProcessing(true);
    // The View button waits before navigating (docs/product.md, "The list").
    await new Promise((resolve) => setTimeout(resolve, VIEW_DELAY_MS));
    setProcessing(false);
    navigate(ROUTES.assignmentDetails(assignment._id));
  }

  async function onEdit(assignment: Assignment) {
    if (!(await requireLogin())) return;
    if (assignment.userEmail !== user?.email) {
      await showAlert({ title: TEXTS.login.unauthorizedTitle, text: MESSAGES.ownership.editOwn, icon: 'error' });
      return;
    }
    navigate(ASSIGNMENTS_PATHS.updateAssignment(assignment._id));
  }

  async function onDelete(assignment: Assignment) {
    if (!(await requireLogin())) return;
    if (assignment.userEmail !== user?.email) {
      await showAlert({ title: TEXTS.login.unauthorizedTitle, text: MESSAGES.ownership.deleteOwn, icon: 'error' });
      return;
    }
    setProcessing(true);
    const warning = await deleteWarning(assignment);
    setProcessing(false);
    // Focus starts on Cancel: Enter pressed on arrival must not delete other people's work.
    if (!(await confirmAction(A.deleteConfirmTitle, warning, A.deleteConfirmButton, { focusCancel: true }))) return;
    setProcessing(true);
    const result = await deleteAssignment(assignment._id);
    setProcessing(false);
    if ('error' in result) {
      await showAlert({ title: MESSAGES.auth.errorTitle, text: apiErrorMessage(result.error, A.deleteFailed), icon: 'error' });
      return;
    }
    await showAlert({ title: A.deletedTitle, text: MESSAGES.assignments.deletedBody, icon: 'success', timer: TIMINGS.successMessage });
  }

  // The same three functions on every render, each calling this render's: the list's memoized grid
  // then does not draw its 48 cards again when only the page around them changes.
  const latest = useRef({ onView, onEdit, onDelete });
  useLayoutEffect(() => {
    latest.current = { onView, onEdit, onDelete };
  });
  const handlers = useMemo(
    () => ({
      onView: (assignment: Assignment) => void latest.current.onView(assignment),
      onEdit: (assignment: Assignment) => void latest.current.onEdit(assignment),
      onDelete: (assignment: Assignment) => void latest.current.onDelete(assignment),
    }),
    [],
  );
  return { processing, ...handlers };
}
