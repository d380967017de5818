/**
 * "Who listens to what" has one answer (decision 0066): the table in docs/ARCHITECTURE.md between
 * its two markers is the event bus's listeners as the built app registers them. A listener added,
 * renamed or removed without the table changing fails here; `UPDATE_DOCS=1` rewrites the table.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const DOC = new URL('../../../../docs/ARCHITECTURE.md', import.meta.url);
const START = '<!-- event-listeners:start -->';
const END = '<!-- event-listeners:end -->';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function table(heard: { event: string; listeners: string[] }[]) {
  const rows = [...heard]
    .sort((a, b) => a.event.localeCompare(b.event))
    .map(({ event, listeners }) => `| \`${event}\` | ${listeners.map((l) => `\`${l}\``).join(', ')} |`);
  return ['| event | listeners (each its own job, `<event>:<listener>`) |', '|---|---|', ...rows].join('\n');
}

describe("docs/ARCHITECTURE.md's table of event listeners", () => {
  it('lists every listener the app registers, and nothing else', async () => {
    const heard = t.app.events.heard();
    expect(heard.length).toBeGreaterThan(10);
    const doc = await readFile(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `docs/ARCHITECTURE.md has no ${START} marker`).toBeGreaterThan(-1);
    const expected = table(heard);
    if (process.env.UPDATE_DOCS === '1') {
      await writeFile(DOC, `${doc.slice(0, start + START.length)}\n${expected}\n${doc.slice(end)}`);
      return;
    }
    expect(doc.slice(start + START.length, end).trim()).toBe(expected);
  });
});
