/** Copy only this area shows (what several areas say lives in @studyhub/contracts). */
export const ACCOUNT_TEXTS = {
  /** What a guest choosing Profile in the navigation is told. */
  loginToViewProfile: 'Please log in to view your profile!',
  loginSuccess: 'Login successful!',
  googleSuccess: 'Google login successful!',
  registerSuccess: 'Registration successful!',
  profileUpdated: 'Profile updated successfully!',
  forgotPasswordTitle: 'Forgot Password',
  forgotPasswordIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
  resetSentTitle: 'Check your inbox',
  resetSent: (email: string) =>
    `If an account exists for ${email}, a password reset link is on its way. Follow it to choose a new password.`,
  emulatorGoogleTitle: 'Choose a Google test account',
  emulatorGoogleIntro:
    'This build signs in through the Firebase Auth emulator, so no real Google account is used. Enter any email and name.',
} as const;
