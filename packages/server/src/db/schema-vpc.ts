// The VPC network of each region (issue 15, docs/decisions.md "VPC network configuration"): what
// provider staff set on /VPC-Network/Configure, and the settings each instance was created with.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { instances } from './schema.ts';

/**
 * A region's network as staff last saved it. A region without a row has the provider's defaults
 * (revision 0); every save adds 1 to `revision`, and a save names the revision it was made from.
 */
export const vpcNetworks = pgTable(
  'vpc_networks',
  {
    vendor: text('vendor').notNull(),
    region: text('region').notNull(),
    vpcCidr: text('vpc_cidr').notNull(),
    subnetCidr: text('subnet_cidr').notNull(),
    publicAccess: boolean('public_access').notNull(),
    revision: integer('revision').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The staff member's e-mail address at the time (kept if the account goes). */
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendor, t.region] }),
    check('vpc_networks_revision_positive', sql`${t.revision} > 0`),
  ],
);

/**
 * The network an instance was created with: its region's settings at that moment, kept with it so
 * a later change of the region applies only to instances created afterwards.
 */
export const instanceNetworks = pgTable(
  'instance_networks',
  {
    instanceId: uuid('instance_id')
      .primaryKey()
      .references(() => instances.id, { onDelete: 'cascade' }),
    vendor: text('vendor').notNull(),
    region: text('region').notNull(),
    revision: integer('revision').notNull(),
    vpcCidr: text('vpc_cidr').notNull(),
    subnetCidr: text('subnet_cidr').notNull(),
    publicAccess: boolean('public_access').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('instance_networks_region').on(t.vendor, t.region, t.revision)],
);
