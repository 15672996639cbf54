/**
 * The catalogue's names for where a resource runs, for feature tests of screens that show a
 * resource's provider and region (`usePlaceNames`): the fixtures' `aws` / `us-east-1`, named.
 */
import { catalogue } from '../src/data/catalogue/endpoints.ts';
import { answer } from './server.ts';

export function placeNameAnswers() {
  return [
    answer(catalogue.vendors, {
      items: [
        { id: 'aws', name: 'Amazon Web Services', enabled: true },
        { id: 'gcp', name: 'Google Cloud', enabled: true },
      ],
    }),
    answer(catalogue.regions, ({ vendor }) => ({
      items:
        vendor === 'aws'
          ? [
              {
                id: 'us-east-1',
                vendor: 'aws',
                name: 'us-east-1',
                location: 'US East (N. Virginia)',
                enabled: true,
              },
            ]
          : vendor === 'gcp'
            ? [
                {
                  // A catalogue name that carries its code already, as some providers' do.
                  id: 'europe-west1',
                  vendor: 'gcp',
                  name: 'europe-west1',
                  location: 'Belgium (europe-west1)',
                  enabled: true,
                },
              ]
            : [],
    })),
  ];
}
