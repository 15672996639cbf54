// Catalogue endpoints (v1 and v2, spec §7 "Catalogue"): each calls the catalogue service, whose
// answers come from this process's snapshot of the catalogue.
import { catalogueEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const catalogueHandlers = [
  handleSignedIn(catalogueEndpoints.vendors, async (_input, { services }) =>
    services.catalogue.vendors(),
  ),
  handleSignedIn(catalogueEndpoints.regions, async (input, { services }) =>
    services.catalogue.regions(input),
  ),
  handleSignedIn(catalogueEndpoints.products, async (input, { services }) =>
    services.catalogue.products(input),
  ),
  handleSignedIn(catalogueEndpoints.changeOptions, (input, { services, caller }) =>
    services.instanceSizing.sizeChangeOptions(caller.user.id, input.instanceId),
  ),
  handleSignedIn(catalogueEndpoints.sellPrice, async (input, { services }) =>
    services.catalogue.sellPrice(input),
  ),
  handleSignedIn(catalogueEndpoints.options, async (input, { services }) =>
    services.catalogue.options(input),
  ),
  handleSignedIn(catalogueEndpoints.images, async (input, { services }) =>
    services.catalogue.images(input),
  ),
  handleSignedIn(catalogueEndpoints.sellInfo, async (input, { services }) =>
    services.catalogue.sellInfo(input),
  ),
  handleSignedIn(catalogueEndpoints.regionsV2, async (_input, { services }) =>
    services.catalogue.regionsV2(),
  ),
  handleSignedIn(catalogueEndpoints.usableRegionsV2, async (input, { services }) =>
    services.catalogue.usableRegionsV2(input),
  ),
  handleSignedIn(catalogueEndpoints.productsV2, async (input, { services }) =>
    services.catalogue.productsV2(input),
  ),
  handleSignedIn(catalogueEndpoints.managerSellPriceV2, async (input, { services }) =>
    services.catalogue.managerSellPrice(input),
  ),
  handleSignedIn(catalogueEndpoints.imagesV2, async (input, { services }) =>
    services.catalogue.images(input),
  ),
  handleSignedIn(catalogueEndpoints.sellInfoV2, async (input, { services }) =>
    services.catalogue.sellInfoV2(input),
  ),
];
