/** Every motif by name, for generate-images.mjs. */
import * as charts from './charts.mjs';
import * as points from './points.mjs';
import * as portraits from './portraits.mjs';

export const ART = { ...charts, ...points, ...portraits };
