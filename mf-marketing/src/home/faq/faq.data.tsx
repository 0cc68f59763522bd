import { ROUTES } from '@studyhub/contracts/web';
import type { ReactNode } from 'react';
import { Link } from '@studyhub/router';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

/** The home page's five questions, answered for how StudyHub actually works. */
export const FAQ_ENTRIES: FaqEntry[] = [
  {
    question: 'How do I create an account?',
    answer: (
      <>
        Click the Sign Up (Login) button at the top right of any page and follow the link to{' '}
        <Link to={ROUTES.register}>register</Link>. Enter your name, email and a password (a photo URL is optional), or
        skip the form and continue with your Google account.
      </>
    ),
  },
  {
    question: 'I forgot my password. What should I do?',
    answer: (
      <>
        Open the <Link to={ROUTES.login}>login page</Link> and choose the Forgot Password link. Enter the email you
        signed up with and we will send you instructions to set a new password.
      </>
    ),
  },
  {
    question: 'How do I create a study group?',
    answer:
      'Log in and press the Create Group button (Create in the navigation bar). Fill in the details (title, description, marks, a thumbnail, difficulty and due date) and submit: your group assignment goes live straight away in All Assignments.',
  },
  {
    question: 'Can I update a group after creating it?',
    answer:
      'Yes, as long as you have the right permissions: only the person who created it can change it. Open it from All Assignments and press Edit to change its name, description and the rest of its settings; members see the new version immediately.',
  },
  {
    question: 'How can I get more members in my group?',
    answer:
      'Invite your friends and classmates, share the group on social media, post useful content regularly and organise events such as study sessions before exams. Active groups that grade each other quickly attract new members.',
  },
];
