import { GEO_RECORD_TYPES } from './geo-eligible-groups.ts';
import { parseRegionCode } from './region-code.ts';
import { defineUrlState, idParam, optionalEnumParam, textParam } from '../../lib/url-state.ts';

/**
 * The GEO screen's view state: `name` and `type` filter the eligible record groups, `q` searches
 * the regions and `region` is the selected region's code (`?q=bay&region=DE.BY`). A region code
 * is checked by its shape here and against the regions table once it has arrived.
 */
export const geoUrlState = defineUrlState({
  name: textParam({ maxLength: 253 }),
  type: optionalEnumParam(GEO_RECORD_TYPES),
  q: textParam({ maxLength: 100 }),
  region: idParam(parseRegionCode),
});

export type GeoView = ReturnType<typeof geoUrlState.parse>['state'];
