import { describe, expect, it } from 'vitest';
import {
  instanceStatusLabel,
  instanceStatusLabels,
  instanceStatusLabelTone,
  instanceStatusTone,
} from './status.ts';
import { instanceStatuses, serviceStates } from './vocabulary.ts';

// DECISIONS.md "Instance lifecycle", copied row by row.
const labelTable = [
  ['CREATING', 'Initializing'],
  ['DEPLOYING', 'Initializing'],
  ['STARTING', 'Starting'],
  ['RESTARTING', 'Restarting'],
  ['RUNNING', 'Active'],
  ['STOPPING', 'Stopping'],
  ['STOPPED', 'Stopped'],
  ['SHUTDOWN', 'Stopped'],
  ['TERMINATING', 'Cancelling'],
  ['TERMINATED', 'Cancelled'],
  ['ERROR', 'Error'],
  ['UNKNOWN', 'Error'],
  ['CHANGING', 'Updating'],
  ['EXTENDING', 'Updating'],
  ['UPDATING', 'Updating'],
  ['BACKUPING', 'Backing up'],
  ['RECOVERING', 'Recovering'],
] as const;

describe('instanceStatusLabel', () => {
  it('covers every internal status of spec section 4', () => {
    expect(labelTable.map(([status]) => status).sort()).toEqual([...instanceStatuses].sort());
  });

  it.each(labelTable)('%s -> %s (no service state)', (status, label) => {
    expect(instanceStatusLabel(status)).toBe(label);
    expect(instanceStatusLabel(status, null)).toBe(label);
  });

  it('reads the service state only while RUNNING', () => {
    expect(instanceStatusLabel('RUNNING', 'CLEANING')).toBe('Emptying');
    expect(instanceStatusLabel('RUNNING', 'LOADING')).toBe('Updating');
    for (const state of ['AVAILABLE', 'BACKUP', 'RECOVERING', 'CRASH', 'UNKNOWN'] as const)
      expect(instanceStatusLabel('RUNNING', state)).toBe('Active');
    for (const [status, label] of labelTable)
      if (status !== 'RUNNING')
        for (const state of serviceStates) expect(instanceStatusLabel(status, state)).toBe(label);
  });

  it('uses every label of spec section 4, and only those', () => {
    const produced = new Set(
      instanceStatuses.flatMap((status) => [
        instanceStatusLabel(status),
        ...serviceStates.map((state) => instanceStatusLabel(status, state)),
      ]),
    );
    expect([...produced].sort()).toEqual([...instanceStatusLabels].sort());
    expect(instanceStatusLabels).toEqual([
      'Initializing',
      'Starting',
      'Restarting',
      'Active',
      'Stopping',
      'Stopped',
      'Cancelling',
      'Cancelled',
      'Error',
      'Updating',
      'Backing up',
      'Recovering',
      'Emptying',
    ]);
  });
});

describe('instanceStatusTone', () => {
  it.each([
    ['Active', 'success'],
    ['Stopped', 'neutral'],
    ['Cancelled', 'muted'],
    ['Error', 'danger'],
    ['Initializing', 'progress'],
    ['Starting', 'progress'],
    ['Restarting', 'progress'],
    ['Stopping', 'progress'],
    ['Cancelling', 'progress'],
    ['Updating', 'progress'],
    ['Backing up', 'progress'],
    ['Recovering', 'progress'],
    ['Emptying', 'progress'],
  ] as const)('%s is %s', (label, tone) => {
    expect(instanceStatusLabelTone(label)).toBe(tone);
  });

  it.each([
    ['RUNNING', undefined, 'success'],
    ['RUNNING', 'CLEANING', 'progress'],
    ['RUNNING', 'LOADING', 'progress'],
    ['RUNNING', 'CRASH', 'success'],
    ['SHUTDOWN', undefined, 'neutral'],
    ['TERMINATED', undefined, 'muted'],
    ['UNKNOWN', undefined, 'danger'],
    ['BACKUPING', undefined, 'progress'],
  ] as const)('%s with service %s is %s', (status, state, tone) => {
    expect(instanceStatusTone(status, state)).toBe(tone);
  });
});
