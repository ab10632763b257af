import { describe, expect, it } from 'vitest';
import { createApiRoutes } from '../../../server/api-routes.ts';
import { DEMO_ZONES } from '../../../server/demo/demo-zones.ts';
import { responseOf } from '../../../server/test/demo-api-client.ts';
import { dnsRecordListSchema, ORDER_BY_KEYS, ORDER_PARAMS } from '../../contract/schemas.ts';
import { findUnappliedOrder } from './unapplied-order.ts';

const routes = createApiRoutes({ kind: 'demo' });

/**
 * The demo API sorts as a service may (names and values by code point without case, ties by id):
 * the check for a sort the service did not apply must never call one of its answers unsorted — on
 * any demo zone (the hostile one's names and values included), in any order, on the first page and
 * deep in the large zone.
 */
describe('the demo API’s sorted answers', () => {
  it.each(DEMO_ZONES.map((zone) => zone.asciiName))(
    'of %s are never called unsorted',
    async (domain) => {
      for (const orderBy of ORDER_BY_KEYS) {
        for (const orderParam of ORDER_PARAMS) {
          for (const offset of [0, 25_000]) {
            const query = `offset=${offset}&limit=200&order_by=${orderBy}&order_param=${orderParam}`;
            const answer = await routes.request(`/dns/v1/domains/${domain}/records?${query}`);
            const records = dnsRecordListSchema.parse(responseOf(await answer.json()));
            expect(findUnappliedOrder(records, orderBy, orderParam), `${domain}?${query}`).toBeNull();
          }
        }
      }
      // The demo sorts a zone of 50,000 records once per order on first use: seconds on a busy machine.
    },
    30_000,
  );
});
