/**
 * Demo accounts: the start script creates them in the Auth emulator with these exact uids, and
 * the seed makes them the owners and submitters of the demo data, so both agree.
 */
export interface DemoUser {
  uid: string;
  email: string;
  displayName: string;
  password: string;
}

export const DEMO_PASSWORD = 'Passw0rd!';

export const DEMO_USERS: readonly DemoUser[] = [
  { uid: 'demo-ada', email: 'ada@studyhub.test', displayName: 'Ada Lovelace', password: DEMO_PASSWORD },
  { uid: 'demo-alan', email: 'alan@studyhub.test', displayName: 'Alan Turing', password: DEMO_PASSWORD },
  { uid: 'demo-grace', email: 'grace@studyhub.test', displayName: 'Grace Hopper', password: DEMO_PASSWORD },
];
