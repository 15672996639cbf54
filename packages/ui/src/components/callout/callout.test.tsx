import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Callout, calloutToneOptions, defaultCalloutToneLabels } from './callout.tsx';

describe('Callout', () => {
  it.each(calloutToneOptions)('says its %s tone in words before the title', (tone) => {
    render(<Callout tone={tone} title="Sold out" />);
    expect(screen.getByText('Sold out').closest('p')).toHaveTextContent(
      `${defaultCalloutToneLabels[tone]}: Sold out`,
    );
  });

  it('says the tone before the body when there is no title', () => {
    const { container } = render(<Callout tone="warning">Below 80% of the new size.</Callout>);
    expect(container).toHaveTextContent('Warning: Below 80% of the new size.');
  });

  it('takes a translated tone word', () => {
    render(<Callout tone="danger" toneLabel="错误" title="失败" />);
    expect(screen.getByText('失败').closest('p')).toHaveTextContent('错误: 失败');
  });

  it('is not a live region unless asked, and announces with role alert', () => {
    const { rerender } = render(<Callout title="Saved" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<Callout role="alert" tone="danger" title="Refused" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Refused');
  });

  it('offers its action', async () => {
    const onClick = vi.fn();
    render(
      <Callout
        tone="warning"
        title="Sold out"
        action={<button onClick={onClick}>Request</button>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
