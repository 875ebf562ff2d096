// Standalone start of the public site (`npm run dev -w public-site`). Inside the shell only ./routes is used.
import '@mwangaza/shared/styles/tokens.css';
import { startStandalone } from '@mwangaza/shared/app-root';
import PublicSiteRoutes from './routes';

startStandalone('public-site', <PublicSiteRoutes />);
