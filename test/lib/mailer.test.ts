import assert from 'node:assert/strict';
import pino from 'pino';
import { createMailer } from '../../infra/mailer';

const RESET_MAIL = {
  to: 'neema@example.com',
  subject: 'Reset your password',
  text: 'Use this token to reset your password: 3f9a1c0d5e\nOr open http://localhost:3000/reset-password?token=3f9a1c0d5e',
};

/** A real pino logger whose JSON lines are kept for the test to read. */
function capturedLogger(): { logger: pino.Logger; lines: () => string } {
  const written: string[] = [];
  const logger = pino(
    { level: 'debug' },
    {
      write: (line: string) => {
        written.push(line);
      },
    },
  );
  return { logger, lines: () => written.join('') };
}

describe('mailer without SMTP_URL', () => {
  it('in production never writes a mail body (link or token) to the log, and says the mail was not delivered', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer({ from: 'no-reply@test', logger, production: true });
    await mailer.send(RESET_MAIL);
    assert.ok(!lines().includes('3f9a1c0d5e'), 'the token reached the log');
    assert.ok(!lines().includes('reset-password?'), 'the link reached the log');
    assert.match(lines(), /mail not delivered: SMTP_URL is not set/);
    assert.match(lines(), /neema@example\.com/);
    assert.deepEqual(mailer.outbox, []);
  });

  it('in development writes the whole mail to the log and the outbox', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer({ from: 'no-reply@test', logger, production: false });
    await mailer.send(RESET_MAIL);
    assert.match(lines(), /3f9a1c0d5e/);
    assert.deepEqual(mailer.outbox, [RESET_MAIL]);
  });
});
