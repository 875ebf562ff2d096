import type { Page } from 'playwright-core';
import type { Enquiry } from '@mwangaza/shared/schemas';
import { api, apiAdminToken } from '../admin-console/admin';
import { checkA11y, visit } from './visitor';

/** The contact page's form in the running test's page (`page` as pagePerTest hands it over). */
export function contactForm(page: () => Page) {
  const form = () =>
    page().locator('form', { has: page().getByRole('heading', { name: 'Send us a message' }) });
  /** Waits for the form's 'Step n of 3' line. */
  const stepCount = (text: string) => form().getByText(text, { exact: true }).waitFor();
  /** Opens /contact at the form's first step, checked for accessibility. */
  const open = async () => {
    await visit(page(), '/contact', 'Let’s talk about your data');
    await stepCount('Step 1 of 3');
    await checkA11y(page());
  };
  return { form, stepCount, open };
}

/** The enquiry sent from `email`, as the demo admin reads it from the API. */
export async function storedEnquiryFrom(email: string): Promise<Enquiry | undefined> {
  const token = await apiAdminToken();
  const { enquiries } = await api<{ enquiries: Enquiry[] }>('/contact/enquiries?limit=50', { token });
  return enquiries.find((enquiry) => enquiry.email === email);
}
