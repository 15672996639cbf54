import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Outlet,
  RouterProvider,
  createMemoryRouter,
  redirect,
  useLocation,
  useNavigate,
} from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useFocusAfterNavigation } from './focus-after-navigation.ts';
import { followFirstPage } from '../../lib/first-page.ts';

function Layout() {
  useFocusAfterNavigation(useLocation().pathname, 'main');
  return (
    <>
      <nav>
        <Link to="/other">Other page</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose button leads away and goes with it, as a wizard's "Start" does. */
function Leaving() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/other')}>
      Start
    </button>
  );
}

function Focusing() {
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <input aria-label="Name" autoFocus />
  );
}

/** A page outside the layout whose button leads into it and goes with it, as signing in does. */
function SignIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/', { replace: true })}>
      Log in
    </button>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <SignIn /> },
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Leaving /> },
          { path: '/other', element: <p>Other</p> },
          { path: '/focusing', element: <Focusing /> },
          // A page this visitor may not open: its loader sends them on, as the staff pages do.
          { path: '/staff-only', loader: () => redirect('/other'), element: <p>Staff</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  followFirstPage(router);
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a move to another page', () => {
  it('goes to the main region when the control that led there went away', async () => {
    renderAt('/');
    // The first page of a visit is left alone: the skip link comes first.
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Other')).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the first page alone when a loader sent the browser there', async () => {
    renderAt('/staff-only');
    expect(await screen.findByText('Other')).toBeVisible();
    expect(document.body).toHaveFocus();
  });

  it('goes to the main region of the first page the app moved to, as after signing in', async () => {
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays on a navigation link that is still there', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('Other')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Other page' })).toHaveFocus();
  });

  it('leaves the focus a page placed itself', async () => {
    const router = renderAt('/other');
    await router.navigate('/focusing');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
