// The admin command's catalogue verbs (src/admin.ts): list and change regions, sizes and prices,
// image versions and the storage price. Input is checked before anything is written, and every
// refusal says what to type instead; a change is one transaction (service.ts).
import { parseArgs } from 'node:util';
import { editionKeys, instanceKinds, type InstanceKind } from '@quiver/validation';
import type { Config } from '../../config.ts';
import { isVendorKey, vendorKeys } from '../../providers/vendors.ts';
import { monthlyEstimateMicros } from './pricing.ts';
import { CatalogueChangeError, type CatalogueService } from './service.ts';
import type { CatalogueData } from './types.ts';

export const catalogueHelp = `Catalogue (prices in dollars, stored as integer micro-dollars):
  catalogue                               Summary: version, regions, sizes, images, storage price.
  region list [<vendor>]                  Regions and whether new instances may be created there.
  region enable|disable <vendor> <code>   Open or close a region to new instances (its instances
                                          keep running).
  size list [<edition>]                   Sizes with hourly and monthly (x730) prices.
  size price <size> <dollars-per-hour>    Set a size's price, e.g. size price standard-4c16g 1.14
                                          (at most 6 decimals). Applies to running instances too.
  size enable|disable <size>              Offer a size to new instances, or stop offering it
                                          (instances that have it keep it).
  image list [<kind>]                     Versions per product: BLAZE, POWERHOUSE, MANAGER.
  image add <kind> <version> [--notes <text>] [--released YYYY-MM-DD] [--default]
                                          Add a version (its id is <kind>-<version>).
  image default <id>                      Preselect a version in the create wizard.
  image enable|disable <id>               Offer a version to customers, or withdraw it.
  image remove <id>                       Remove a version added by mistake (no instance may run it).
  storage price <dollars-per-GB-hour>     Storage beyond a size's included storage, and all of a
                                          stopped instance's bill (seeded at 0.000137).`;

export const catalogueVerbs = ['catalogue', 'region', 'size', 'image', 'storage'] as const;

/** "1.14" → 1,140,000 micro-dollars, exactly (no floating point); undefined when not a price. */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}

/** Micro-dollars as exact dollars with at least 2 decimals: 1,140,000 → "$1.14", 137 → "$0.000137". */
export function formatDollars(micros: number): string {
  const whole = Math.floor(micros / 1_000_000);
  const fraction = String(micros % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `$${whole.toLocaleString('en-US')}.${fraction}`;
}

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function regionTable(data: CatalogueData, vendor?: string): string {
  const rows = data.regions.filter((region) => vendor === undefined || region.vendor === vendor);
  return table([
    ['VENDOR', 'REGION', 'NAME', 'NEW INSTANCES'],
    ...rows.map((region) => [
      region.vendor,
      region.code,
      region.name,
      region.usable ? 'enabled' : 'disabled',
    ]),
  ]);
}

function sizeTable(data: CatalogueData, edition?: string): string {
  const rows = data.sizes.filter((size) => edition === undefined || size.edition === edition);
  return table([
    ['SIZE', 'EDITION', 'VCPU', 'MEMORY', 'STORAGE', 'PER HOUR', 'PER MONTH', 'OFFERED'],
    ...rows.map((size) => [
      size.key,
      size.edition,
      String(size.vcpu),
      `${size.memoryGiB} GiB`,
      `${size.defaultStorageGb}-${size.maxStorageGb} GB`,
      formatDollars(size.hourlyMicros),
      formatDollars(monthlyEstimateMicros(size.hourlyMicros)),
      size.offered ? 'yes' : 'no',
    ]),
  ]);
}

function imageTable(data: CatalogueData, kind?: InstanceKind): string {
  const rows = data.images.filter((image) => kind === undefined || image.kind === kind);
  return table([
    ['ID', 'KIND', 'VERSION', 'RELEASED', 'DEFAULT', 'OFFERED', 'NOTES'],
    ...rows.map((image) => [
      image.id,
      image.kind,
      image.version,
      image.releasedOn,
      image.isDefault ? 'yes' : '',
      image.offered ? 'yes' : 'no',
      image.notes,
    ]),
  ]);
}

function kindOf(text: string | undefined): InstanceKind {
  const kind = text?.toUpperCase();
  if (!kind || !(instanceKinds as readonly string[]).includes(kind))
    throw new CatalogueChangeError(
      `Unknown product ${text ?? '(none)'}: use ${instanceKinds.join(', ')}.`,
    );
  return kind as InstanceKind;
}

function toggle(verb: string | undefined, what: string): boolean {
  if (verb === 'enable') return true;
  if (verb === 'disable') return false;
  throw new CatalogueChangeError(
    `${what} needs list, enable or disable${what === 'size' ? ', or price' : ''}.`,
  );
}

/** Where a change becomes visible, for the operator. */
function visibility(config: Config): string {
  if (!config.databaseUrl)
    return 'The server reads the catalogue when it starts (embedded database: start it again).';
  const seconds = config.catalogueRefreshSeconds ?? 5;
  return seconds > 0
    ? `Running servers pick it up within ${seconds} s.`
    : 'Running servers read it at their next start (CATALOGUE_REFRESH_SECONDS=0).';
}

function changed(before: number, after: number, text: string, config: Config): string {
  if (after === before) return `No change: ${text} already.`;
  return `${text} (catalogue version ${after}). ${visibility(config)}`;
}

/** Runs one catalogue verb; answers the text to print. Throws CatalogueChangeError on misuse. */
export async function runCatalogueCommand(
  args: readonly string[],
  catalogue: CatalogueService,
  config: Config,
): Promise<string> {
  const [verb, action, ...rest] = args;
  const data = await catalogue.load();
  const before = data.version;
  switch (verb) {
    case 'catalogue':
      return [
        `Catalogue version ${data.version}.`,
        '',
        regionTable(data),
        '',
        sizeTable(data),
        '',
        imageTable(data),
        '',
        `Storage: ${formatDollars(data.storageGbHourMicros)} per GB-hour beyond a size's included storage.`,
      ].join('\n');
    case 'region': {
      if (action === 'list') {
        const vendor = rest[0];
        if (vendor !== undefined && !isVendorKey(vendor))
          throw new CatalogueChangeError(`Unknown vendor ${vendor}: use ${vendorKeys.join(', ')}.`);
        return regionTable(data, vendor);
      }
      const usable = toggle(action, 'region');
      const [vendor, code] = rest;
      if (!vendor || !code)
        throw new CatalogueChangeError(
          `region ${action} needs a vendor and a region code, e.g. region ${action} aws us-east-1.`,
        );
      if (!isVendorKey(vendor))
        throw new CatalogueChangeError(`Unknown vendor ${vendor}: use ${vendorKeys.join(', ')}.`);
      const after = await catalogue.setRegionUsable(vendor, code, usable);
      return changed(
        before,
        after,
        `${vendor} ${code} is ${usable ? 'open to' : 'closed to'} new instances`,
        config,
      );
    }
    case 'size': {
      if (action === 'list') {
        const edition = rest[0];
        if (edition !== undefined && !(editionKeys as readonly string[]).includes(edition))
          throw new CatalogueChangeError(
            `Unknown edition ${edition}: use ${editionKeys.join(', ')}.`,
          );
        return sizeTable(data, edition);
      }
      const [key, amount] = rest;
      if (action === 'price') {
        if (!key || amount === undefined)
          throw new CatalogueChangeError(
            'size price needs a size and a price per hour, e.g. size price standard-4c16g 1.14.',
          );
        const micros = parseDollars(amount);
        if (micros === undefined)
          throw new CatalogueChangeError(
            `${amount} is not a price: write dollars per hour with at most 6 decimals, e.g. 1.14.`,
          );
        const after = await catalogue.setSizePrice(key, micros);
        return changed(
          before,
          after,
          `${key} costs ${formatDollars(micros)} per hour (about ${formatDollars(monthlyEstimateMicros(micros))} per month)`,
          config,
        );
      }
      const offered = toggle(action, 'size');
      if (!key)
        throw new CatalogueChangeError(
          `size ${action} needs a size, e.g. size ${action} standard-4c16g.`,
        );
      const after = await catalogue.setSizeOffered(key, offered);
      return changed(
        before,
        after,
        `${key} is ${offered ? 'offered to' : 'no longer offered to'} new instances`,
        config,
      );
    }
    case 'image': {
      if (action === 'list')
        return imageTable(data, rest[0] === undefined ? undefined : kindOf(rest[0]));
      if (action === 'add') {
        const { values, positionals } = parseArgs({
          args: rest,
          options: {
            notes: { type: 'string' },
            released: { type: 'string' },
            default: { type: 'boolean', default: false },
          },
          allowPositionals: true,
          strict: true,
        });
        const [kindText, version, extra] = positionals;
        if (!version || extra !== undefined)
          throw new CatalogueChangeError(
            'image add needs a product and a version, e.g. image add BLAZE 4.6.0 --default.',
          );
        const added = await catalogue.addImage({
          kind: kindOf(kindText),
          version,
          ...(values.notes !== undefined ? { notes: values.notes } : {}),
          ...(values.released !== undefined ? { releasedOn: values.released } : {}),
          makeDefault: values.default,
        });
        return changed(
          before,
          added.version,
          `Added ${added.id}${values.default ? ' as the default version' : ''}`,
          config,
        );
      }
      const id = rest[0];
      if (!id)
        throw new CatalogueChangeError(
          `image ${action ?? ''} needs an image id, e.g. blaze-4.5.2 (see image list).`,
        );
      if (action === 'default') {
        const after = await catalogue.setDefaultImage(id);
        return changed(before, after, `${id} is the default version`, config);
      }
      if (action === 'remove') {
        const after = await catalogue.removeImage(id);
        return changed(before, after, `Removed ${id}`, config);
      }
      if (action !== 'enable' && action !== 'disable')
        throw new CatalogueChangeError(
          'image needs list, add, default, enable, disable or remove.',
        );
      const offered = action === 'enable';
      const after = await catalogue.setImageOffered(id, offered);
      return changed(
        before,
        after,
        `${id} is ${offered ? 'offered to customers' : 'withdrawn (instances running it keep it)'}`,
        config,
      );
    }
    case 'storage': {
      const amount = rest[0];
      if (action !== 'price' || amount === undefined)
        throw new CatalogueChangeError(
          'storage needs price and a price per GB-hour, e.g. storage price 0.000137.',
        );
      const micros = parseDollars(amount);
      if (micros === undefined)
        throw new CatalogueChangeError(
          `${amount} is not a price: write dollars per GB-hour with at most 6 decimals, e.g. 0.000137.`,
        );
      const after = await catalogue.setStoragePrice(micros);
      return changed(before, after, `Storage costs ${formatDollars(micros)} per GB-hour`, config);
    }
    default:
      throw new CatalogueChangeError(`Unknown catalogue command ${verb ?? ''}.`);
  }
}
