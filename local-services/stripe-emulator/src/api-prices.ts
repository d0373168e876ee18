/** Prices and products: retrieve, and list prices (the seeded plan's monthly and annual prices). */
import type { Route } from './route';
import { listRoute, retrieveRoute } from './standard-routes';

export const priceRoutes: Route[] = [
  retrieveRoute('prices', (core, id) => core.state.price(id)),
  listRoute({
    collection: 'prices',
    resource: 'price',
    filters: ['product', 'active'],
    items: (core) => core.state.prices.values(),
    keep: ({ params }) => {
      const product = params.string('product');
      const active = params.boolean('active');
      return (price) =>
        (product === undefined || price.product === product) && (active === undefined || price.active === active);
    },
  }),
  retrieveRoute('products', (core, id) => core.state.product(id)),
];
