import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { asLatin1, buildWorkflowBundle } from '../../worker/workflow-bundle';

/** Whether V8 can keep `text` at one byte per character: nothing above U+00FF, but the two line separators. */
const oneByte = (text: string): boolean => !/[\u0100-\u2027\u202a-\uffff]/.test(text);

describe('npm run build: the workflow bundle written one byte per character', () => {
  it('escapes what is above U+00FF without changing what the code does', () => {
    const code = `// a comment — with an em dash
      const text = "Harusi — 😀 → é ŋ";
      const template = \`\${text} — ok\`;
      const matches = [/—/.test(text), /😀/u.test(text), /\\u{1F600}/u.test(text), /^.$/u.test('😀')];
      ({ text, template, matches, length: text.length, é: 'ü' });`;
    const escaped = asLatin1(code);
    assert.ok(oneByte(escaped), escaped);
    assert.notEqual(escaped, code);
    const run = (source: string) => JSON.stringify(vm.runInNewContext(source));
    assert.equal(run(escaped), run(code));
    assert.ok(run(code).includes('😀'));
    assert.equal(
      asLatin1('a\u2028b'),
      'a\u2028b',
      'a line separator stays: escaped in a comment it would no longer end the line',
    );
  });

  it('writes a bundle with nothing above U+00FF', async function () {
    this.timeout(120_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'workflow-bundle-'));
    try {
      const file = path.join(dir, 'workflows.bundle.js');
      await buildWorkflowBundle(file);
      const bundle = readFileSync(file, 'utf8');
      assert.ok(bundle.includes('sendBatchWorkflow'), 'the workflows are in it');
      assert.ok(oneByte(bundle));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
