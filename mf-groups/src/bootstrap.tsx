// Opened on its own, a remote only points to the shell: its screens need the shell's store,
// router and theme, which it receives when mounted there.
const root = document.getElementById('root');
if (root) {
  root.textContent = 'This is the Groups remote of StudyHub. Open the app through the shell (http://localhost:3000).';
}
export {};
