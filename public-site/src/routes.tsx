import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './features/not-found/components/not-found-page';

// One chunk per page: a visitor downloads only the pages they open.
const HomePage = lazy(() =>
  import('./features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
const AboutPage = lazy(() =>
  import('./features/about/components/about-page').then((m) => ({ default: m.AboutPage })),
);
const CultureDetailPage = lazy(() =>
  import('./features/culture/components/culture-detail-page').then((m) => ({ default: m.CultureDetailPage })),
);
const ServicesPage = lazy(() =>
  import('./features/services/components/services-page').then((m) => ({ default: m.ServicesPage })),
);
const ServiceDetailPage = lazy(() =>
  import('./features/services/components/service-detail-page').then((m) => ({
    default: m.ServiceDetailPage,
  })),
);
const CaseStudiesPage = lazy(() =>
  import('./features/case-studies/components/case-studies-page').then((m) => ({
    default: m.CaseStudiesPage,
  })),
);
const CaseStudyDetailPage = lazy(() =>
  import('./features/case-studies/components/case-study-detail-page').then((m) => ({
    default: m.CaseStudyDetailPage,
  })),
);
const ContactPage = lazy(() =>
  import('./features/contact/components/contact-page').then((m) => ({ default: m.ContactPage })),
);

/** Every public route, relative to where it is mounted (`/*` in the shell and standalone). */
export default function PublicSiteRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="about/culture/:id" element={<CultureDetailPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:serviceId" element={<ServiceDetailPage />} />
        <Route path="case-studies" element={<CaseStudiesPage />} />
        <Route path="case-studies/:caseId" element={<CaseStudyDetailPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
