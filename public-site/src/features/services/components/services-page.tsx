import { useRef, useState } from 'react';
import { contentApi } from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { BuildMyStack } from '../../recommendations';
import { ContactCta } from './contact-cta';
import { ServiceList } from './service-list';
import { ServicesHero } from './services-hero';
import { WhyChooseUs } from './why-choose-us';
import { useContentLocale, useT } from '../../../i18n';

/** /services: hero with live search, the service cards, Build My Stack, Why Choose Us, contact call to action. */
export function ServicesPage() {
  const t = useT();
  usePageMeta(t('meta.servicesTitle'), t('meta.servicesDescription'));
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLDivElement>(null);
  // All services at once (a consultancy offers a handful), so the search filters live, without a request per key.
  const contentLocale = useContentLocale();
  const query = contentApi.useGetServicesQuery({
    locale: contentLocale,
    limit: 100,
  });

  const clearSearch = () => {
    setSearch('');
    searchRef.current?.querySelector('input')?.focus();
  };

  return (
    <>
      <ServicesHero search={search} onSearchChange={setSearch} searchRef={searchRef} />
      <ServiceList
        services={query.data?.services}
        isLoading={query.isLoading || (query.isFetching && query.isError)}
        error={query.isFetching ? undefined : query.error}
        onRetry={() => void query.refetch()}
        search={search}
        onClearSearch={clearSearch}
      />
      <BuildMyStack />
      <WhyChooseUs />
      <ContactCta />
    </>
  );
}
