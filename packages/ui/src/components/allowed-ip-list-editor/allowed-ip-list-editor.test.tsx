import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { allowedIpList } from '@quiver/validation';
import {
  AllowedIpListEditor,
  allowedIpRowsToEntries,
  type AllowedIpRow,
} from './allowed-ip-list-editor';

const ipField = (n: number) => screen.getByRole('textbox', { name: `IP address ${n}` });
const descriptionField = (n: number) => screen.getByRole('textbox', { name: `Description ${n}` });

describe('AllowedIpListEditor', () => {
  it('adds rows, moves focus to the new IP field and reports the rows', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<AllowedIpListEditor onValueChange={onValueChange} />);
    expect(screen.getByText('No IP addresses yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add IP address' }));
    await waitFor(() => expect(ipField(1)).toHaveFocus());
    await user.keyboard('10.0.0.0/24');
    await user.tab();
    await user.keyboard('Office');
    expect(onValueChange).toHaveBeenLastCalledWith([{ ip: '10.0.0.0/24', description: 'Office' }]);
    expect(ipField(1)).not.toHaveAttribute('aria-invalid');
  });

  it('shows an invalid IP in place once the field is left', async () => {
    const user = userEvent.setup();
    render(<AllowedIpListEditor defaultValue={[{ ip: '', description: '' }]} />);
    await user.click(ipField(1));
    await user.keyboard('10.0.0.256');
    // Not while typing.
    expect(ipField(1)).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(ipField(1)).toHaveAttribute('aria-invalid', 'true');
    expect(ipField(1)).toHaveAccessibleDescription(
      'Each of the four numbers of an IPv4 address must be from 0 to 255.',
    );
    await user.click(ipField(1));
    await user.keyboard('{Backspace}5');
    expect(ipField(1)).not.toHaveAttribute('aria-invalid');
  });

  it('marks a duplicate at the later row, even when written differently', () => {
    render(
      <AllowedIpListEditor
        showAllErrors
        defaultValue={[
          { ip: '10.0.0.0/24', description: 'a' },
          { ip: '192.168.0.1', description: '' },
          { ip: '10.0.0.0-10.0.0.255', description: 'b' },
        ]}
      />,
    );
    expect(ipField(1)).not.toHaveAttribute('aria-invalid');
    expect(ipField(2)).not.toHaveAttribute('aria-invalid');
    expect(ipField(3)).toHaveAttribute('aria-invalid', 'true');
    expect(ipField(3)).toHaveAccessibleDescription(/repeats an earlier one/);
  });

  it('refuses a description without an IP, on that row', async () => {
    const user = userEvent.setup();
    render(<AllowedIpListEditor defaultValue={[{ ip: '', description: '' }]} />);
    await user.click(descriptionField(1));
    await user.keyboard('Home office');
    await user.tab();
    expect(ipField(1)).toHaveAccessibleDescription(
      'Enter the IP address this description belongs to, or clear the description.',
    );
  });

  it('removes a row and keeps focus in the list', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [rows, setRows] = useState<AllowedIpRow[]>([
        { ip: '10.0.0.1', description: 'one' },
        { ip: '10.0.0.2', description: 'two' },
        { ip: '10.0.0.3', description: 'three' },
      ]);
      return <AllowedIpListEditor value={rows} onValueChange={setRows} />;
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Remove IP address 2' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(ipField(2)).toHaveValue('10.0.0.3');
    await waitFor(() => expect(ipField(2)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove IP address 2' }));
    await waitFor(() => expect(ipField(1)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove IP address 1' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add IP address' })).toHaveFocus(),
    );
  });

  it('translates message keys through the translate prop', () => {
    render(
      <AllowedIpListEditor
        showAllErrors
        translate={(key) => `fr:${key}`}
        defaultValue={[{ ip: '01.2.3.4', description: '' }]}
      />,
    );
    expect(ipField(1)).toHaveAccessibleDescription(
      'fr:validation.instance.allowed-ip-leading-zero',
    );
  });

  it('shows server errors until the field is edited', async () => {
    const user = userEvent.setup();
    render(
      <AllowedIpListEditor
        defaultValue={[{ ip: '10.0.0.1', description: '' }]}
        serverErrors={{ '0.ip': 'validation.instance.allowed-ip-invalid' }}
      />,
    );
    expect(ipField(1)).toHaveAttribute('aria-invalid', 'true');
    await user.type(ipField(1), '0');
    expect(ipField(1)).not.toHaveAttribute('aria-invalid');
  });

  it('stops adding at the row limit', () => {
    render(<AllowedIpListEditor maxRows={1} defaultValue={[{ ip: '1.1.1.1', description: '' }]} />);
    expect(screen.getByRole('button', { name: 'Add IP address' })).toBeDisabled();
    expect(screen.getByText('You can add up to 1 IP addresses.')).toBeInTheDocument();
  });

  it('gives rows the shape the API schema accepts', () => {
    const entries = allowedIpRowsToEntries([
      { ip: '1.2.3.4', description: '' },
      { ip: '1.2.3.5', description: 'x' },
    ]);
    expect(entries).toEqual([{ ip: '1.2.3.4' }, { ip: '1.2.3.5', description: 'x' }]);
    expect(allowedIpList.safeParse(entries).success).toBe(true);
  });

  it('names every control of a row', () => {
    render(<AllowedIpListEditor defaultValue={[{ ip: '1.1.1.1', description: 'x' }]} />);
    const row = screen.getByRole('listitem');
    expect(within(row).getAllByRole('textbox')).toHaveLength(2);
    expect(within(row).getByRole('button', { name: 'Remove IP address 1' })).toBeInTheDocument();
  });
});
