import { ROUTES } from '@studyhub/contracts/web';
import { Link } from '@studyhub/router';
import { LegalPage, type LegalSection } from './legal-page.js';
import { LEGAL } from './legal.constants.js';

const SECTIONS: LegalSection[] = [
  {
    id: 'the-service',
    heading: 'The service',
    body: (
      <p>
        StudyHub lets study groups share assignments, submit work as Google Docs links and grade each other's submissions. Browsing is open
        to everyone; creating, submitting and grading need an account.
      </p>
    ),
  },
  {
    id: 'your-account',
    heading: 'Your account',
    body: (
      <ul>
        <li>Give a real email address and keep your password to yourself; you are responsible for your account.</li>
        <li>One person per account. Do not sign in as someone else or share an account with your group.</li>
        <li>
          You can stop using StudyHub at any time and ask us to delete your account (see the <Link to={ROUTES.privacy}>Privacy Policy</Link>
          ).
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    heading: 'Assignments and submissions',
    body: (
      <ul>
        <li>You keep the rights to what you post. You allow StudyHub to show it to other users so the service works.</li>
        <li>Only post assignments and documents you are allowed to share, and nothing unlawful or offensive.</li>
        <li>
          A submission is a link to your Google Doc: make sure its sharing settings let graders open it, and remember that anyone you share
          the link with can read it.
        </li>
        <li>Only the owner of an assignment may edit or delete it.</li>
      </ul>
    ),
  },
  {
    id: 'peer-grading',
    heading: 'Fair peer grading',
    body: (
      <p>
        Grade honestly and kindly: marks must reflect the work and feedback must be about the work, not the person. You cannot grade your
        own submission, and each submission is graded once. Peer grades are a learning aid, not an official result of any school or
        university.
      </p>
    ),
  },
  {
    id: 'academic-integrity',
    heading: 'Academic integrity',
    body: (
      <p>
        StudyHub is for learning together, not for copying. Follow the rules of your school about collaboration and plagiarism; we may
        remove content that helps others cheat.
      </p>
    ),
  },
  {
    id: 'availability',
    heading: 'Availability and liability',
    body: (
      <p>
        We work to keep StudyHub running but provide it as is, without a guarantee that it is always available or free of errors. Keep your
        own copy of important work: your documents stay in your Google account.
      </p>
    ),
  },
  {
    id: 'suspension',
    heading: 'Suspension',
    body: <p>We may suspend accounts that break these terms, for example by posting abusive content or spam.</p>,
  },
  {
    id: 'contact',
    heading: 'Changes and contact',
    body: (
      <p>
        When these terms change we update the date above. Questions: <Link to={ROUTES.contact}>contact us</Link> or email{' '}
        <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>.
      </p>
    ),
  },
];

/** /terms: the rules for using StudyHub, written for students. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms apply when you use StudyHub. By creating an account or using the site you agree to them."
      sections={SECTIONS}
    />
  );
}
