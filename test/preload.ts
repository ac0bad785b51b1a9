// Loaded by mocha before anything else (.mocharc.json), so the logger is created quiet.
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'silent';
