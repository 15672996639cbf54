import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { MouseEvent } from 'react';
import { Link } from './link.tsx';

function Where() {
  const location = useLocation();
  const state = location.state as { from?: string } | null;
  return (
    <p>
      at {location.pathname}
      {location.search}
      {state?.from === undefined ? '' : ` from ${state.from}`}
    </p>
  );
}

/** `element` on /start, and where the reader is below it. */
function renderAt(element: React.ReactNode): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(
    [
      {
        path: '/start',
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/start'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('is an anchor with the address of its page', () => {
    renderAt(<Link to="/instances?page=2">Instances</Link>);
    expect(screen.getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'href',
      '/instances?page=2',
    );
  });

  it('navigates in the app on a plain click, with the state given', async () => {
    const router = renderAt(
      <Link to="/instances" state={{ from: 'start' }}>
        Instances
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Instances' }));
    expect(await screen.findByText('at /instances from start')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it.each([
    {
      when: 'when asked',
      link: (
        <Link to="/instances" replace>
          Go
        </Link>
      ),
      shown: 'at /instances',
    },
    // As React Router's Link: a link to where the reader is adds no history entry.
    {
      when: 'when the link leads to where the reader is',
      link: <Link to="/start">Go</Link>,
      shown: 'at /start',
    },
  ])('replaces the history entry $when', async ({ link, shown }) => {
    const router = renderAt(link);
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('leaves a modified click (new tab) and another target to the browser', () => {
    renderAt(
      <>
        <Link to="/instances">Instances</Link>
        <Link to="/billings" target="_blank">
          Billing
        </Link>
      </>,
    );
    // What the app left to the browser, read after React's handlers (the document is above the
    // app's root), then kept from the test's DOM, which would load the page.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Instances' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'Billing' }));
      fireEvent.click(screen.getByRole('link', { name: 'Instances' }));
    } finally {
      document.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, false]);
  });

  it("calls the caller's onClick first, and stays put when it prevents the default", async () => {
    const onClick = vi.fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    renderAt(
      <Link to="/instances" onClick={onClick}>
        Instances
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Instances' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText('at /start')).toBeInTheDocument();
  });
});
