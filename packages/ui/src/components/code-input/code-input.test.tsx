import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';

function boxes(container: HTMLElement) {
  return [...container.querySelectorAll('[data-slot="code-input-box"]')].map(
    (box) => box.textContent,
  );
}

describe('CodeInput', () => {
  it('is one labelled field for assistive technology and autofill', () => {
    render(<CodeInput />);
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('fills a box per typed digit and reports completion once', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onComplete = vi.fn();
    const { container } = render(
      <CodeInput onValueChange={onValueChange} onComplete={onComplete} />,
    );
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('12345');
    expect(boxes(container)).toEqual(['1', '2', '3', '4', '5', '']);
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('67');
    expect(screen.getByRole('textbox')).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(onValueChange).toHaveBeenLastCalledWith('123456');
  });

  it('ignores everything but digits', async () => {
    const user = userEvent.setup();
    render(<CodeInput />);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('1a2 b-3');
    expect(screen.getByRole('textbox')).toHaveValue('123');
  });

  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['Your code: 123-456.', '123456'],
    ['1234567890', '123456'],
  ])('pasting %j fills every box', async (pasted, expected) => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { container } = render(<CodeInput onComplete={onComplete} />);
    await user.click(screen.getByRole('textbox'));
    await user.paste(pasted);
    expect(screen.getByRole('textbox')).toHaveValue(expected);
    expect(boxes(container)).toEqual(expected.split(''));
    expect(onComplete).toHaveBeenCalledWith(expected);
  });

  it('inserts a partial paste at the caret', async () => {
    const user = userEvent.setup();
    render(<CodeInput defaultValue="12" />);
    const field = screen.getByRole('textbox');
    await user.click(field);
    await user.paste('34');
    expect(field).toHaveValue('1234');
  });

  it('goes back one box on Backspace', async () => {
    const user = userEvent.setup();
    const { container } = render(<CodeInput defaultValue="1234" />);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{Backspace}{Backspace}');
    expect(boxes(container)).toEqual(['1', '2', '', '', '', '']);
    await user.keyboard('9');
    expect(screen.getByRole('textbox')).toHaveValue('129');
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [code, setCode] = useState('');
      return (
        <>
          <CodeInput value={code} onValueChange={setCode} length={4} label="Security code" />
          <output>{code}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('textbox', { name: 'Security code' }));
    await user.keyboard('98765');
    expect(screen.getByRole('status')).toHaveTextContent('9876');
  });

  it('marks an invalid code', () => {
    render(<CodeInput invalid aria-describedby="err" />);
    const field = screen.getByRole('textbox');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', 'err');
  });
});
