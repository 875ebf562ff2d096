// The async boundary lets module federation agree on the shared singletons (React, the store library, the
// shared package) before any of them is imported.
import('./bootstrap');
