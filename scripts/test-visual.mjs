// `npm run test:visual`: the story tests, whose every story is also compared with its screenshot
// in tests/visual/baselines/ (.storybook/story-screenshot.ts). `npm test` runs the same tests in
// its "stories" step; this is the way to accept new pictures:
//
//   npm run test:visual -- --update                    every story; baselines of removed stories go
//   npm run test:visual -- --update ui/price           the stories of some files only
//
// A baseline is written only where the picture changed or was missing, so `git status` lists
// exactly the stories that look different: look at each before committing it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baselines = path.join(root, 'tests/visual/baselines');
const args = process.argv.slice(2);
const update = args.includes('--update') || args.includes('-u');
const wholeRun = !args.some((arg) => !arg.startsWith('-'));

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-visual-')), 'stories.json');
const { status } = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
  { stdio: 'inherit', cwd: root },
);

// After updating every story: a baseline no story asks for any more (a story renamed or removed).
if (update && wholeRun && fs.existsSync(report)) {
  const results = JSON.parse(fs.readFileSync(report, 'utf8')).testResults ?? [];
  const storyIds = results.flatMap((file) => file.assertionResults.map((test) => test.meta?.storyId)).filter(Boolean);
  if (storyIds.length > 0) {
    const wanted = new Set(storyIds.map((id) => `${baselineName(id)}.png`));
    const orphans = fs.readdirSync(baselines).filter((file) => file.endsWith('.png') && !wanted.has(file));
    for (const file of orphans) fs.rmSync(path.join(baselines, file));
    if (orphans.length > 0) console.log(`\nRemoved ${orphans.length} baseline(s) no story uses: ${orphans.join(', ')}`);
  }
}
process.exit(status ?? 1);

/** As .storybook/story-screenshot.ts names a story's picture. */
function baselineName(storyId) {
  return storyId.replace('--', '__');
}
