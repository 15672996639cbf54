// The cloud providers this server has a driver for ("vendors" in the API). The list is fixed, one
// key per driver; their names and regions are catalogue data (src/modules/catalogue).
export const vendorKeys = ['aws', 'gcp', 'azure', 'alibaba'] as const;
export type VendorKey = (typeof vendorKeys)[number];

export function isVendorKey(value: string): value is VendorKey {
  return (vendorKeys as readonly string[]).includes(value);
}
