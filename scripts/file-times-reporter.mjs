// A Vitest reporter that writes each test file's time, from the start of its environment to the
// end of its last hook, into the file ARCA_FILE_TIMES names, for scripts/test-summary.mjs.
import { writeFileSync } from 'node:fs';

export default class FileTimesReporter {
  onTestRunEnd(testModules) {
    const out = process.env.ARCA_FILE_TIMES;
    if (!out) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { path: module.moduleId, ms: Math.round(ms) };
    });
    writeFileSync(out, JSON.stringify(files));
  }
}
