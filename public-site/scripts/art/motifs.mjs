/** Every motif by name, for generate-images.mjs. */
import * as charts from './charts.mjs';
import * as points from './points.mjs';

export const ART = { ...charts, ...points };
