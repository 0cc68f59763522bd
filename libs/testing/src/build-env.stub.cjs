// Jest stand-in for libs/auth/src/build-env.ts: the PUBLIC_* variables from the test's environment.
exports.buildEnv = process.env;
