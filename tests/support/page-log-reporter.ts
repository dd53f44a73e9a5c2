/**
 * Prints, after the run's summary, what each failed test's page logged (the fixture attaches it as
 * "page log"). The CI shows only the tail of its output: a log printed as the test failed, mid-run,
 * was cut off, and a flake seen only there said no more than which element never showed.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const TAIL_LINES = 60;

export default class PageLogReporter implements Reporter {
  private readonly logs: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const log = result.attachments.find((attachment) => attachment.name === 'page log')?.body;
    if (!log) return;
    const lines = log.toString().split('\n');
    const shown = lines.length > TAIL_LINES ? ['…', ...lines.slice(-TAIL_LINES)] : lines;
    this.logs.push(`What the page logged before "${test.title}" failed:\n${shown.join('\n')}`);
  }

  onEnd() {
    if (this.logs.length > 0) console.log(`\n${this.logs.join('\n\n')}`);
  }

  printsToStdio() {
    return true;
  }
}
