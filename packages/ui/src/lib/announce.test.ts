import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, announceDelayMs } from './announce.ts';

const regions = () => Array.from(document.querySelectorAll('[data-slot="live-region"]'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  for (const region of regions()) region.remove();
  document.body.replaceChildren();
});

describe('announce', () => {
  it('says the message in one polite region at the end of the body, after the region exists', () => {
    const button = document.body.appendChild(document.createElement('button'));
    announce('Copied', button);
    const [region] = regions();
    expect(region?.parentElement).toBe(document.body);
    expect(region?.getAttribute('role')).toBe('status');
    // Empty first: a screen reader speaks a change to a region it knows, not a new region's text.
    expect(region?.textContent).toBe('');
    vi.advanceTimersByTime(announceDelayMs);
    expect(region?.textContent).toBe('Copied');
    announce('Copy failed');
    vi.advanceTimersByTime(announceDelayMs);
    expect(regions()).toHaveLength(1);
    expect(region?.textContent).toBe('Copy failed');
  });

  it('says the same words again as a change (emptied, then filled)', () => {
    announce('Copied');
    vi.advanceTimersByTime(announceDelayMs);
    announce('Copied');
    expect(regions()[0]?.textContent).toBe('');
    vi.advanceTimersByTime(announceDelayMs);
    expect(regions()[0]?.textContent).toBe('Copied');
  });

  it('speaks inside the dialog around the element, which a modal keeps audible', () => {
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const button = dialog.appendChild(document.createElement('button'));
    announce('Copied', button);
    vi.advanceTimersByTime(announceDelayMs);
    const [region] = regions();
    expect(region?.parentElement).toBe(dialog);
    expect(region?.textContent).toBe('Copied');
  });

  it('keeps only the last of quick messages', () => {
    announce('first');
    announce('second');
    vi.advanceTimersByTime(announceDelayMs);
    expect(regions()[0]?.textContent).toBe('second');
  });
});
