// `npm run config:docs`: writes the configuration tables of docs/configuration.md and api/.env.example from the declarations.
import { writeConfigDocs } from './config-docs';

const changed = writeConfigDocs();
console.log(changed.length ? `Written: ${changed.join(', ')}` : 'Up to date.');
