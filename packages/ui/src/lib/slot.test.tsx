import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot.tsx';

describe('Slot', () => {
  it('renders the child with the slot props; the child’s own props win', () => {
    render(
      <Slot id="slot" title="from slot" data-slot="button" aria-label="Slot label">
        <a href="/home" title="from child">
          Home
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Slot label' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).toHaveAttribute('id', 'slot');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('title', 'from child');
  });

  it('joins class names (slot first) and merges styles (child wins)', () => {
    render(
      <Slot className="px-4 h-9" style={{ color: 'red', margin: '1px' }}>
        <button type="button" className="w-full" style={{ color: 'blue' }}>
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('px-4', 'h-9', 'w-full');
    expect(button.className).toBe('px-4 h-9 w-full');
    expect(button.style.color).toBe('blue');
    expect(button.style.margin).toBe('1px');
  });

  it('runs the child’s handler, then the slot’s, and keeps a handler only one side has', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const onFocus = vi.fn();
    render(
      <Slot onClick={() => calls.push('slot')} onFocus={onFocus}>
        <button type="button" onClick={() => calls.push('child')} onFocus={undefined}>
          Go
        </button>
      </Slot>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['child', 'slot']);
    expect(onFocus).toHaveBeenCalled();
  });

  it('sets both the slot’s ref and the child’s ref, and clears them on unmount', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    const { unmount } = render(
      <Slot ref={slotRef}>
        <button type="button" ref={childRef}>
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(slotRef.current).toBe(button);
    expect(childRef.current).toBe(button);
    unmount();
    expect(slotRef.current).toBeNull();
    expect(childRef.current).toBeNull();
  });

  it('renders nothing without an element and refuses several children', () => {
    const { container } = render(<Slot>text</Slot>);
    expect(container).toBeEmptyDOMElement();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Slot>
          <span>a</span>
          <span>b</span>
        </Slot>,
      ),
    ).toThrow();
  });
});
