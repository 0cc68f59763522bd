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
        Click the Sign Up (Login) button at the top right of any page and follow the link to <Link to={ROUTES.register}>register</Link>.
        Enter your name, email and a password (a photo URL is optional), or skip the form and continue with your Google account.
      </>
    ),
  },
  {
    question: 'I forgot my password. What should I do?',
    answer: (
      <>
        Open the <Link to={ROUTES.login}>login page</Link> and choose the Forgot Password link. Enter the email you signed up with and we
        will send you instructions to set a new password.
      </>
    ),
  },
  {
    question: 'How do I create a study group?',
    answer:
      'Log in, open Groups in the navigation bar and press the Create Group button. Fill in the details (a name, a description and, if you like, a picture link) and submit: the group goes live straight away, with you as its owner.',
  },
  {
    question: 'Can I update a group after creating it?',
    answer:
      "Yes, with the right permissions: the group's owner and its admins open the group's Settings to edit its name, description and picture, and to manage its members (make someone an admin, or remove them). The owner can also hand the group to another member or delete it.",
  },
  {
    question: 'How can I get more members in my group?',
    answer:
      "Invite your friends and classmates: in the group's Settings, make an invite link (it lasts 7 days unless you choose otherwise, and can be limited to a number of uses), copy it with one click or share it on social media from your phone. Then post useful assignments regularly and organise events such as study sessions before exams: active groups that grade each other quickly attract new members.",
  },
];
