import { useId, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  allowedIpList,
  fieldMessageKeys,
  validationMessageText,
  type AllowedIpEntryInput,
} from '@quiver/validation';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { Input } from '../input/input.tsx';

/** One editable row: the IP entry as typed and its description. */
export interface AllowedIpRow {
  ip: string;
  description: string;
}

type Field = keyof AllowedIpRow;

export interface AllowedIpListEditorProps extends Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'translate'
> {
  /** The rows (controlled). */
  value?: readonly AllowedIpRow[];
  /** The initial rows (uncontrolled). */
  defaultValue?: readonly AllowedIpRow[];
  /** Called with the new rows after every edit, add or remove. */
  onValueChange?: (rows: AllowedIpRow[]) => void;
  /**
   * Show every error now (after a submit), not only on fields the user has left.
   */
  showAllErrors?: boolean;
  /**
   * Errors from the server, `{ "2.ip": messageKey }` (the `data.fields` paths under the list).
   * Shown in place until the field is edited.
   */
  serverErrors?: Readonly<Record<string, string>>;
  /** Turns a validation message key into text; defaults to the English texts of `@quiver/validation`. */
  translate?: (key: string) => string;
  /** Most rows allowed; the Add button disables at the limit. */
  maxRows?: number;
  /** Disables every field and button. */
  disabled?: boolean;
  /** Column label of the IP fields. */
  ipLabel?: string;
  /** Column label of the description fields. */
  descriptionLabel?: string;
  /** Accessible name of row `n`'s IP field. */
  ipFieldLabel?: (rowNumber: number) => string;
  /** Accessible name of row `n`'s description field. */
  descriptionFieldLabel?: (rowNumber: number) => string;
  /** Accessible name of row `n`'s remove button. */
  removeLabel?: (rowNumber: number) => string;
  /** Label of the add button. */
  addLabel?: string;
  /** Placeholder of the IP fields. */
  ipPlaceholder?: string;
  /** Placeholder of the description fields. */
  descriptionPlaceholder?: string;
  /** Text shown when there is no row. */
  emptyText?: string;
  /** Text shown at the row limit. */
  limitText?: (maxRows: number) => string;
}

let nextRowId = 0;
const newRowId = () => `ip-row-${(nextRowId += 1)}`;
const emptyRow = (): AllowedIpRow => ({ ip: '', description: '' });

/**
 * The allowed inbound IPs of an instance: rows of IP entry (address, range or CIDR block) and
 * description, with add and remove. Each row is checked with `allowedIpList` from
 * `@quiver/validation` as the user types; an error shows in place once the field has been left
 * (or at once with `showAllErrors`): a duplicate at the later row, a description without an IP on
 * that row's IP field.
 */
export function AllowedIpListEditor({
  value: controlledValue,
  defaultValue = [],
  onValueChange,
  showAllErrors = false,
  serverErrors,
  translate = validationMessageText,
  maxRows,
  disabled = false,
  ipLabel = 'IP address',
  descriptionLabel = 'Description',
  ipFieldLabel = (n) => `IP address ${n}`,
  descriptionFieldLabel = (n) => `Description ${n}`,
  removeLabel = (n) => `Remove IP address ${n}`,
  addLabel = 'Add IP address',
  ipPlaceholder = '192.168.1.0/24',
  descriptionPlaceholder = 'Office network',
  emptyText = 'No IP addresses yet.',
  limitText = (max) => `You can add up to ${max} IP addresses.`,
  className,
  ...props
}: AllowedIpListEditorProps) {
  const [ownRows, setOwnRows] = useState<readonly AllowedIpRow[]>(defaultValue);
  const rows = controlledValue ?? ownRows;
  // Stable React keys per row (the data has no ids). If the parent replaces the list with one of
  // another length, start fresh keys.
  const [ids, setIds] = useState(() => rows.map(newRowId));
  const rowIds = ids.length === rows.length ? ids : rows.map(newRowId);
  if (rowIds !== ids) setIds(rowIds);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<string>>(new Set());
  const [serverErrorsSeen, setServerErrorsSeen] = useState(serverErrors);
  if (serverErrorsSeen !== serverErrors) {
    setServerErrorsSeen(serverErrors);
    setEditedSinceServer(new Set());
  }
  const containerRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  const errors = useMemo(() => {
    const result = allowedIpList.safeParse(rows);
    return result.success ? {} : fieldMessageKeys(result.error);
  }, [rows]);

  const commit = (next: AllowedIpRow[], nextIds: string[]) => {
    if (controlledValue === undefined) setOwnRows(next);
    setIds(nextIds);
    onValueChange?.(next);
  };

  // The focus moves in the commit that changes the rows, before the browser paints or runs a
  // task: a removed row's button would otherwise leave it on nothing for a frame, long enough for
  // the page's own rescue (the shell's main region) to take it and for the main region to flash
  // its ring. A parent that hands the new rows back a render later (controlled) gets the move on
  // that commit; the next frame is the last try.
  const pendingFocus = useRef<string | null>(null);
  const focusPending = () => {
    const selector = pendingFocus.current;
    const target = selector && containerRef.current?.querySelector<HTMLElement>(selector);
    if (!target) return false;
    pendingFocus.current = null;
    target.focus();
    return true;
  };
  useLayoutEffect(() => {
    focusPending();
  });
  const focusField = (selector: string) => {
    pendingFocus.current = selector;
    requestAnimationFrame(() => {
      if (!focusPending()) pendingFocus.current = null;
    });
  };

  const edit = (index: number, field: Field, text: string) => {
    const next = rows.map((row, i) => (i === index ? { ...row, [field]: text } : row));
    setEditedSinceServer((old) => new Set(old).add(`${rowIds[index]}.${field}`));
    commit(next, rowIds);
  };

  const add = () => {
    const id = newRowId();
    commit([...rows, emptyRow()], [...rowIds, id]);
    focusField(`[data-row-id="${id}"] input[data-field="ip"]`);
  };

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    const nextIds = rowIds.filter((_, i) => i !== index);
    commit(next, nextIds);
    // Keep the keyboard user in the list: the row that took this place, else the previous one,
    // else the add button.
    const target = nextIds[index] ?? nextIds[index - 1];
    focusField(
      target ? `[data-row-id="${target}"] input[data-field="ip"]` : '[data-slot="allowed-ip-add"]',
    );
  };

  const errorFor = (index: number, field: Field): string | undefined => {
    const path = `${index}.${field}`;
    const key = `${rowIds[index]}.${field}`;
    const server = serverErrors?.[path];
    if (server && !editedSinceServer.has(key)) return translate(server);
    const local = errors[path];
    // An IP problem also shows once the row's description was left: that is where a user who typed
    // a description without an IP last was.
    const seen =
      showAllErrors ||
      touched.has(key) ||
      (field === 'ip' && touched.has(`${rowIds[index]}.description`));
    if (local && seen) return translate(local);
    return undefined;
  };

  const atLimit = maxRows !== undefined && rows.length >= maxRows;
  const headerIpId = `${baseId}-ip`;
  const headerDescriptionId = `${baseId}-description`;

  return (
    <div
      ref={containerRef}
      data-slot="allowed-ip-list-editor"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-fg">{emptyText}</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_2.25rem] gap-2 text-xs font-medium text-muted-fg sm:grid"
          >
            <span id={headerIpId}>{ipLabel}</span>
            <span id={headerDescriptionId}>{descriptionLabel}</span>
          </div>
          <ul className="flex flex-col gap-3 sm:gap-2">
            {rows.map((row, index) => {
              const id = rowIds[index] as string;
              const number = index + 1;
              const ipError = errorFor(index, 'ip');
              const descriptionError = errorFor(index, 'description');
              const ipErrorId = `${baseId}-${id}-ip-error`;
              const descriptionErrorId = `${baseId}-${id}-description-error`;
              const blur = (field: Field) =>
                setTouched((old) => new Set(old).add(`${id}.${field}`));
              return (
                <li
                  key={id}
                  data-row-id={id}
                  className="grid grid-cols-[minmax(0,1fr)_2.25rem] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_2.25rem]"
                >
                  <div className="flex flex-col gap-1">
                    <Input
                      data-field="ip"
                      aria-label={ipFieldLabel(number)}
                      value={row.ip}
                      placeholder={ipPlaceholder}
                      inputMode="decimal"
                      autoComplete="off"
                      spellCheck={false}
                      disabled={disabled}
                      invalid={ipError !== undefined}
                      aria-describedby={ipError ? ipErrorId : undefined}
                      onChange={(event) => edit(index, 'ip', event.target.value)}
                      onBlur={() => blur('ip')}
                      className="font-mono"
                    />
                    {ipError ? (
                      <p id={ipErrorId} className="text-xs text-danger-text">
                        {ipError}
                      </p>
                    ) : null}
                  </div>
                  <div className="col-start-1 row-start-2 flex flex-col gap-1 sm:col-start-2 sm:row-start-1">
                    <Input
                      data-field="description"
                      aria-label={descriptionFieldLabel(number)}
                      value={row.description}
                      placeholder={descriptionPlaceholder}
                      autoComplete="off"
                      disabled={disabled}
                      invalid={descriptionError !== undefined}
                      aria-describedby={descriptionError ? descriptionErrorId : undefined}
                      onChange={(event) => edit(index, 'description', event.target.value)}
                      onBlur={() => blur('description')}
                    />
                    {descriptionError ? (
                      <p id={descriptionErrorId} className="text-xs text-danger-text">
                        {descriptionError}
                      </p>
                    ) : null}
                  </div>
                  <IconButton
                    label={removeLabel(number)}
                    icon={<Trash2 />}
                    variant="ghost"
                    disabled={disabled}
                    onClick={() => remove(index)}
                    className="col-start-2 row-start-1 sm:col-start-3"
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          data-slot="allowed-ip-add"
          variant="outline"
          size="sm"
          startIcon={<Plus />}
          disabled={disabled || atLimit}
          onClick={add}
        >
          {addLabel}
        </Button>
        {atLimit && maxRows !== undefined ? (
          <span className="text-xs text-muted-fg">{limitText(maxRows)}</span>
        ) : null}
      </div>
    </div>
  );
}

/** The rows in the shape `allowedIpList` (and the API) expects: empty descriptions left out. */
export function allowedIpRowsToEntries(rows: readonly AllowedIpRow[]): AllowedIpEntryInput[] {
  return rows.map(({ ip, description }) => (description === '' ? { ip } : { ip, description }));
}
