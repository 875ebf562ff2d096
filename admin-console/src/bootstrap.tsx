// Standalone start of the admin console (`npm run dev -w admin-console`). Inside the shell only ./routes is used.
import '@mwangaza/shared/styles/tokens.css';
import { startStandalone } from '@mwangaza/shared/app-root';
import { Navigate, Route, Routes } from '@mwangaza/shared/router';
import AdminConsoleRoutes from './routes';

startStandalone(
  'admin-console',
  // Mounted under /admin as in the shell, so links and paths are the same in both.
  <Routes>
    <Route path="/admin/*" element={<AdminConsoleRoutes />} />
    <Route path="*" element={<Navigate to="/admin" replace />} />
  </Routes>,
);
