/**
 * The alert rules the cluster's Prometheus loads (monitoring/alerts.yml): valid for promtool, each
 * one fired by its cause in promtool's unit tests (monitoring/alerts.test.yml), and the time-scaled
 * copy the live cluster test loads keeps every expression and threshold.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  ALERT_RULES,
  ALERT_RULE_TESTS,
  ensurePrometheus,
  scaleRuleDurations,
} from '../../../scripts/cluster/prometheus';

const { promtool } = ensurePrometheus();
const promtoolSays = (...args: string[]) => {
  const run = spawnSync(promtool, args, { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

test('promtool check rules accepts monitoring/alerts.yml', () => {
  const { status, output } = promtoolSays('check', 'rules', ALERT_RULES);
  assert.equal(status, 0, output);
  assert.match(output, /SUCCESS: \d+ rules found/);
});

test('every alert rule has a promtool unit test, and they all pass', () => {
  const alerts = [...readFileSync(ALERT_RULES, 'utf8').matchAll(/- alert: (\w+)/g)].map(
    (match) => match[1]!,
  );
  const tested = new Set(
    [...readFileSync(ALERT_RULE_TESTS, 'utf8').matchAll(/alertname: (\w+)/g)].map(
      (match) => match[1]!,
    ),
  );
  assert.deepEqual(
    alerts.filter((alert) => !tested.has(alert)),
    [],
    'alerts without a unit test',
  );
  const { status, output } = promtoolSays('test', 'rules', ALERT_RULE_TESTS);
  assert.equal(status, 0, output);
});

test('the time-scaled rules of the live test differ only in their durations', () => {
  const rules = readFileSync(ALERT_RULES, 'utf8');
  const scaled = scaleRuleDurations(rules, 1 / 60);
  assert.match(scaled, /for: 1s\n/, 'a minute becomes a second');
  assert.match(scaled, /\[60s\]/, 'an hour becomes a minute');
  assert.doesNotMatch(scaled, /for: \d+[mhd]\b|\[\d+[mhd]\]/, 'no duration left unscaled');
  const withoutDurations = (text: string) =>
    text.replace(/for: \d+[smhd]/g, 'for: D').replace(/\[\d+[smhd]\]/g, '[D]');
  assert.equal(withoutDurations(scaled), withoutDurations(rules));
  assert.equal(scaleRuleDurations('for: 5m\nrate(x[15m])', 1 / 60), 'for: 5s\nrate(x[15s])');
});
