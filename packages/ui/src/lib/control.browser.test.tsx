import { expect, it } from 'vitest';
import { mountForEachTest } from '../../test/mount-in-browser.tsx';
import '../styles.css';
import { Input } from '../components/input/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../components/select/select.tsx';
import { Textarea } from '../components/textarea/textarea.tsx';

// Runs in real Chromium (project `ui-browser`): which controls CSS's `:read-only` matches is the
// browser's judgement, and a button is one of them.

const host = mountForEachTest(() => (
  <>
    <Input aria-label="Name" defaultValue="graph-01" />
    <Input aria-label="Address" readOnly defaultValue="10.0.0.1" />
    <Textarea aria-label="Notes" readOnly defaultValue="kept" />
    <Input aria-label="Port" disabled defaultValue="7687" />
    <Select defaultValue="info">
      <SelectTrigger aria-label="Log level">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="info">Info</SelectItem>
      </SelectContent>
    </Select>
  </>
));

const background = (label: string) =>
  getComputedStyle(host().querySelector(`[aria-label="${label}"]`)!).backgroundColor;

it('gives a select the background of an editable input, not of a read-only one', () => {
  expect(background('Log level')).toBe(background('Name'));
  expect(background('Address')).not.toBe(background('Name'));
});

it('shades read-only text fields alike and leaves a disabled one its own look', () => {
  expect(background('Notes')).toBe(background('Address'));
  expect(background('Port')).not.toBe(background('Address'));
});
