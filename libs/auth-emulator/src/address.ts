// Where the local Auth emulator listens (firebase.json; npm start and the test runners start it),
// without any Node import, so web builds can use it as their default too.
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';
