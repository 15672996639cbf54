import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountForEachTest } from '../../../test/mount-in-browser.tsx';
import '../../styles.css';
import { Switch, switchSizeOptions } from './switch.tsx';

// Runs in real Chromium (project `ui-browser`): the sizes are the laid-out boxes, which jsdom does
// not compute. WCAG 2.5.8 (target size, minimum): a pointer target of 24 by 24 CSS px at least.

/** The track each size draws (unchanged by the larger target). */
const track = { sm: { width: 28, height: 16 }, md: { width: 36, height: 20 } } as const;

const host = mountForEachTest(() => (
  <div className="flex flex-col items-start gap-8 p-8">
    {switchSizeOptions.map((size) => (
      // A box as large as what the switch takes from the layout.
      <span key={size} data-testid={`slot-${size}`} className="inline-flex">
        <Switch size={size} aria-label={`Short UUID ${size}`} />
      </span>
    ))}
  </div>
));

const control = (size: string) =>
  host().querySelector<HTMLElement>(`[data-testid="slot-${size}"] [role="switch"]`)!;

describe.each(switchSizeOptions)('Switch size %s', (size) => {
  it('is a pointer target of 24 by 24 px at least', () => {
    const box = control(size).getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  });

  it('answers a pointer just outside its track', async () => {
    const slot = host().querySelector(`[data-testid="slot-${size}"]`)!.getBoundingClientRect();
    const x = slot.left + slot.width / 2;
    const y = slot.top - 1;
    expect(document.elementFromPoint(x, y)).toBe(control(size));
    const box = control(size).getBoundingClientRect();
    await userEvent.click(control(size), { position: { x: x - box.left, y: y - box.top } });
    expect(control(size).getAttribute('aria-checked')).toBe('true');
  });

  it('takes only its track from the layout, so nothing around it moves', () => {
    const slot = host().querySelector(`[data-testid="slot-${size}"]`)!.getBoundingClientRect();
    expect({ width: slot.width, height: slot.height }).toEqual(track[size]);
  });
});
