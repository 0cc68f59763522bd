/** The product's stated features, each with a short promise and an icon path (24 x 24 grid). */
export interface Benefit {
  title: string;
  text: string;
  icon: string;
}

export const BENEFITS: Benefit[] = [
  {
    title: 'Create and join study groups',
    text: 'Start a group for your class or join friends in one click, and keep every assignment in one place.',
    icon: 'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zM8 11a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-2.7 0-6 1.3-6 4v2h6v-2c0-1.2.5-2.3 1.4-3.1A9 9 0 0 0 8 13zm8 0c-3 0-7 1.5-7 4.5V19h14v-1.5c0-3-4-4.5-7-4.5z',
  },
  {
    title: 'Submit and grade assignments',
    text: 'Hand in your work as a Google Docs link with notes, and see marks and feedback as soon as they land.',
    icon: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm-1 7V3.5L18.5 9zM10.5 17.5 7 14l1.4-1.4 2.1 2.1 5.1-5.1L17 11z',
  },
  {
    title: 'Peer-to-peer grading',
    text: 'Mark pending submissions from classmates with a score and feedback: explaining is the best way to learn.',
    icon: 'M12 17.3 18.2 21l-1.6-7 5.4-4.7-7.2-.6L12 2 9.2 8.7 2 9.3 7.4 14l-1.6 7z',
  },
  {
    title: 'Progress tracking',
    text: 'My Attempted Assignments shows every submission, its status, your obtained marks and the feedback.',
    icon: 'M3 13h4v8H3zm7-6h4v14h-4zm7-4h4v18h-4z',
  },
  {
    title: 'Secure user access',
    text: 'Sign in with email and password or Google; only you can edit or delete the assignments you created.',
    icon: 'M12 1 3 5v6c0 5.6 3.8 10.7 9 12 5.2-1.3 9-6.4 9-12V5zm0 6a2 2 0 0 1 2 2v2h1v6H9v-6h1V9a2 2 0 0 1 2-2zm0 1.5a.5.5 0 0 0-.5.5v2h1V9a.5.5 0 0 0-.5-.5z',
  },
  {
    title: 'Responsive interface',
    text: 'Works the same on a phone between classes, a tablet in the library and a laptop at home, light or dark.',
    icon: 'M4 5h16v10H4zm-2 12h20v2H2zM17 9h5v12h-5z',
  },
];
