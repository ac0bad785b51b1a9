import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSuperAdmin } from '../../scripts/dev-secrets';

describe('npm start: the platform admin in the start banner', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dev-secrets-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a generated password once, then only where it is kept', () => {
    const env: NodeJS.ProcessEnv = {};
    const first = defaultSuperAdmin(env, dataDir);
    assert.equal(env.SUPERADMIN_EMAIL, 'admin@platform.local');
    assert.equal(first.generatedPassword, env.SUPERADMIN_PASSWORD);
    assert.equal(readFileSync(first.passwordFile!, 'utf8'), env.SUPERADMIN_PASSWORD);
    assert.equal(statSync(first.passwordFile!).mode & 0o777, 0o600);
    const restart: NodeJS.ProcessEnv = {};
    const second = defaultSuperAdmin(restart, dataDir);
    assert.equal(restart.SUPERADMIN_PASSWORD, env.SUPERADMIN_PASSWORD, 'kept across restarts');
    assert.equal(second.generatedPassword, undefined);
    assert.equal(second.passwordFile, first.passwordFile);
  });

  it('never shows a password the operator set', () => {
    for (const env of [
      { SUPERADMIN_PASSWORD: 'operator-secret-1' },
      { SUPERADMIN_EMAIL: 'ops@example.com', SUPERADMIN_PASSWORD: 'operator-secret-1' },
    ]) {
      const notice = defaultSuperAdmin({ ...env }, dataDir);
      assert.equal(notice.generatedPassword, undefined);
      assert.ok(!JSON.stringify(notice).includes('operator-secret-1'));
    }
  });
});
