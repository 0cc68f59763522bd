import { LegalPage, type LegalSection } from './legal-page.js';
import { LEGAL } from './legal.constants.js';

const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-store',
    heading: 'What we store',
    body: (
      <ul>
        <li>
          <strong>Your account</strong>, held by our sign-in provider (Firebase Authentication): your email address, display name and photo
          URL, and how you sign in (password or Google). We never see or store your password.
        </li>
        <li>
          <strong>Assignments you create</strong>: title, description, marks, thumbnail URL, difficulty, due date, and your email and name
          as the owner.
        </li>
        <li>
          <strong>Submissions</strong>: the Google Docs link and optional notes you submit, your email and name, the status (pending or
          completed), and the marks and feedback a grader gives.
        </li>
        <li>
          <strong>Your theme choice</strong> (light or dark), kept only in your own browser's storage.
        </li>
      </ul>
    ),
  },
  {
    id: 'what-we-do-not-store',
    heading: 'What we do not collect',
    body: (
      <p>
        We do not copy the contents of your Google Docs: we store the link only, and what the document shows is governed by your own Google
        sharing settings. The contact forms on this site are not sent or saved anywhere. We use no advertising trackers.
      </p>
    ),
  },
  {
    id: 'who-sees-what',
    heading: 'Who sees what',
    body: (
      <ul>
        <li>Anyone, signed in or not, can see the assignment list and details, including the owner's name.</li>
        <li>Signed-in users can see pending submissions (link, notes, submitter's name) so they can grade them.</li>
        <li>Your obtained marks and feedback are shown to you on My Attempted Assignments.</li>
        <li>Only you can edit or delete the assignments you created, and you cannot grade your own submission.</li>
      </ul>
    ),
  },
  {
    id: 'why',
    heading: 'Why we use it',
    body: (
      <p>
        Only to run StudyHub: to sign you in, show who shared an assignment, route submissions to graders and show you your results. Your
        email is also how we check that you own an assignment before it is changed or deleted.
      </p>
    ),
  },
  {
    id: 'no-selling',
    heading: 'No selling of data',
    body: (
      <p>
        We do not sell, rent or trade your personal data, and we do not share it with advertisers. It is processed only by the services that
        run StudyHub (our hosting and database, and Firebase Authentication for sign-in).
      </p>
    ),
  },
  {
    id: 'deletion',
    heading: 'Your rights and deletion',
    body: (
      <p>
        You can change your name and photo on your profile at any time, and delete your assignments yourself. To get a copy of your data, or
        to have your account, assignments and submissions deleted, email <a href={`mailto:${LEGAL.privacyEmail}`}>{LEGAL.privacyEmail}</a>{' '}
        from the address you signed up with. We answer within 30 days.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        When this policy changes we update the date at the top of this page; for important changes we also tell signed-in users in the app.
      </p>
    ),
  },
];

/** /privacy: what StudyHub stores, who sees it, and how to have it deleted. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="StudyHub is a study tool for friends and study groups. This policy explains, in plain words, what we keep about you and why."
      sections={SECTIONS}
    />
  );
}
