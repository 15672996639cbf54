import { useTranslation } from '../../i18n/react.tsx';
import { useRegionListQuery } from '../../data/catalogue/region-list-query.ts';
import { useVendorListQuery } from '../../data/catalogue/vendor-list-query.ts';
import '../../i18n/areas/instances/index.ts';

export interface PlaceNames {
  /** `Amazon Web Services`, or the provider's code until (or unless) the catalogue names it. */
  provider: string;
  /** `US East (N. Virginia) · us-east-1`: the place for people, the code for the CLI and SDKs. */
  region: string;
}

/**
 * Where a resource runs, named as the create wizard named it when the customer chose it. The
 * codes show while the catalogue loads, and stay if it cannot be read.
 */
export function usePlaceNames(place: { vendor: string; region: string }): PlaceNames {
  const { t } = useTranslation();
  const vendors = useVendorListQuery();
  const regions = useRegionListQuery({ vendor: place.vendor });
  const provider = vendors.data?.items.find((vendor) => vendor.id === place.vendor)?.name;
  const location = regions.data?.items.find(
    (region) => region.vendor === place.vendor && region.id === place.region,
  )?.location;
  return {
    provider: provider ?? place.vendor,
    region:
      location === undefined
        ? place.region
        : // Some catalogue names carry the code already (`Belgium (europe-west1)`): not twice.
          location.includes(place.region)
          ? location
          : t('instances.region-with-code', { location, code: place.region }),
  };
}
