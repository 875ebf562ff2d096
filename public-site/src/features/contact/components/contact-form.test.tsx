import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { connectTracking, type TrackedHit } from '@mwangaza/shared';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { ContactForm } from './contact-form';

const field = (name: RegExp | string) => screen.getByLabelText(name);
const button = (name: string) => screen.getByRole('button', { name });
type User = ReturnType<typeof renderWithProviders>['user'];

// Typing key by key is slow on a busy machine; pasting fires the same change event once.
async function fill(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

jest.setTimeout(20_000);

async function fillStepOne(user: User) {
  await fill(user, /Full name/, 'Amina Odhiambo');
  await fill(user, /Email address/, 'amina@sokoni.co.ke');
  await fill(user, /Company/, 'Sokoni Ltd');
  await user.click(button('Continue'));
}

async function reachStepThree(user: User) {
  await fillStepOne(user);
  await fill(user, /Tell us about your project/, 'Weekly sales dashboards for 40 shops');
  await user.click(button('Continue'));
  await screen.findByText('Step 3 of 3');
}

const STACK = {
  answers: { goals: ['Visualize existing data', 'Predictive analytics'], maturity: 3 },
  recommendedServices: ['data-visualization', 'big-data-analytics'],
};

/** Captures the body of the next POST /contact (and lets the mock API answer it). */
function captureSend() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/contact', async ({ request }) => {
      sent.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return sent;
}

beforeEach(() => window.sessionStorage.clear());

describe('ContactForm with Build My Stack results', () => {
  it('shows the results brought from the questionnaire and sends them with the message, then forgets them', async () => {
    window.sessionStorage.setItem('mwangaza.buildMyStack', JSON.stringify(STACK));
    const sent = captureSend();
    const { user } = renderWithProviders(<ContactForm />);
    const panel = await screen.findByRole('region', { name: 'Your Build My Stack results' });
    expect(panel).toHaveTextContent('Visualize existing data, Predictive analytics');
    expect(panel).toHaveTextContent('Advanced');
    expect(panel).toHaveTextContent('Data Visualization, Big Data Analytics');
    await reachStepThree(user);
    await user.click(button('Send Message'));
    await screen.findByRole('heading', { name: 'Thank you, Amina!' });
    expect(sent[0]).toMatchObject({ questionnaire: STACK, fillTimeMs: expect.any(Number) });
    expect(db.enquiries.at(-1)?.questionnaire).toEqual(STACK);
    expect(window.sessionStorage.getItem('mwangaza.buildMyStack')).toBeNull();
    await user.click(button('Send Another Message'));
    expect(screen.queryByRole('region', { name: 'Your Build My Stack results' })).not.toBeInTheDocument();
  });

  it('lets the visitor remove them: the message is sent without them', async () => {
    window.sessionStorage.setItem('mwangaza.buildMyStack', JSON.stringify(STACK));
    const sent = captureSend();
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(
      await screen.findByRole('button', { name: 'Remove my Build My Stack results from this message' }),
    );
    expect(screen.queryByRole('region', { name: 'Your Build My Stack results' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('mwangaza.buildMyStack')).toBeNull();
    await reachStepThree(user);
    await user.click(button('Send Message'));
    await screen.findByRole('heading', { name: 'Thank you, Amina!' });
    expect(sent[0]).not.toHaveProperty('questionnaire');
  });

  it('ignores stored results the API would refuse', async () => {
    window.sessionStorage.setItem(
      'mwangaza.buildMyStack',
      JSON.stringify({ ...STACK, answers: { goals: ['Mine bitcoin'], maturity: 3 } }),
    );
    renderWithProviders(<ContactForm />);
    await screen.findByText('Step 1 of 3');
    expect(screen.queryByRole('region', { name: 'Your Build My Stack results' })).not.toBeInTheDocument();
  });

  it('says how long enquiries are kept and links the privacy notice', () => {
    renderWithProviders(<ContactForm />);
    expect(screen.getByText(/keep them for 24 months/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});

describe("ContactForm in the page's language", () => {
  it('in French: French labels, checks and results; the enquiry is sent with locale fr', async () => {
    window.sessionStorage.setItem('mwangaza.buildMyStack', JSON.stringify(STACK));
    const sent = captureSend();
    const { user } = renderWithProviders(<ContactForm />, { route: '/fr/contact', path: '/fr/contact' });
    const panel = await screen.findByRole('region', { name: 'Vos résultats Build My Stack' });
    expect(panel).toHaveTextContent('Visualiser les données existantes, Analyse prédictive');
    expect(panel).toHaveTextContent('Niveau avancé');
    expect(screen.getByText('Étape 1 sur 3')).toBeInTheDocument();
    await user.click(button('Continuer'));
    expect(screen.getByText('Veuillez indiquer votre nom')).toBeInTheDocument();
    await fill(user, /Nom et prénom/, 'Aïssatou Diallo');
    await fill(user, /Adresse e-mail/, 'aissatou@exemple.sn');
    await user.click(button('Continuer'));
    await fill(user, /Parlez-nous de votre projet/, 'Tableaux de bord des ventes pour 12 agences');
    await user.click(button('Continuer'));
    await user.click(button('Envoyer le message'));
    // "Merci, Aïssatou !" with a non-breaking space before the "!", as French writes it.
    await screen.findByRole('heading', { name: /^Merci, Aïssatou\s!$/ });
    expect(sent[0]).toMatchObject({ locale: 'fr', contactTime: 'Any time' });
  });

  it('in English the enquiry says so too', async () => {
    const sent = captureSend();
    const { user } = renderWithProviders(<ContactForm />);
    await reachStepThree(user);
    await user.click(button('Send Message'));
    await screen.findByRole('heading', { name: 'Thank you, Amina!' });
    expect(sent[0]).toMatchObject({ locale: 'en' });
  });
});

describe('ContactForm', () => {
  it('blocks Continue on step 1 until name and a valid email are given', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(button('Continue'));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(field(/Full name/)).toHaveFocus();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await fill(user, /Full name/, 'Amina');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await fill(user, /Email address/, 'amina@');
    await user.click(button('Continue'));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field(/Email address/)).toHaveAttribute('type', 'email');
    expect(field(/Email address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('blocks Continue on step 2 until the project is described', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await fillStepOne(user);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(button('Continue'));
    expect(screen.getByText('Please tell us about your project')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('keeps every value when going Back', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await fillStepOne(user);
    await fill(user, /Tell us about your project/, 'A churn model');
    await user.click(button('Back'));
    expect(field(/Full name/)).toHaveValue('Amina Odhiambo');
    expect(field(/Email address/)).toHaveValue('amina@sokoni.co.ke');
    expect(field(/Company/)).toHaveValue('Sokoni Ltd');
    await user.click(button('Continue'));
    expect(field(/Tell us about your project/)).toHaveValue('A churn model');
  });

  it("offers the four contact times, 'Any time' chosen, without a separate 'No preference', and a hidden honeypot", async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await reachStepThree(user);
    const options = Array.from((field(/Best time to contact you/) as HTMLSelectElement).options).map(
      (o) => o.text,
    );
    expect(options).toEqual(['Any time', 'Morning', 'Afternoon', 'Evening']);
    expect(field(/Best time to contact you/)).toHaveValue('Any time');
    const honeypot = document.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows Sending... with the button disabled, then the thank-you panel; Send Another Message starts over', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/contact', async () => {
        await gate;
        return undefined;
      }),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await reachStepThree(user);
    await fill(user, /What would success look like/, 'Stock-outs halved');
    await user.selectOptions(field(/Best time to contact you/), 'Morning');
    await user.click(button('Send Message'));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Thank you, Amina!' })).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(db.enquiries.at(-1)).toMatchObject({
      name: 'Amina Odhiambo',
      email: 'amina@sokoni.co.ke',
      company: 'Sokoni Ltd',
      project: 'Weekly sales dashboards for 40 shops',
      success: 'Stock-outs halved',
      contactTime: 'Morning',
    });

    await user.click(button('Send Another Message'));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(field(/Full name/)).toHaveValue('');
    expect(field(/Email address/)).toHaveValue('');
    await waitFor(() => expect(field(/Full name/)).toHaveFocus());
  });

  it('sends where the visit began with the message, and records each step reached and the sending', async () => {
    const source = {
      landingPage: '/case-studies/water',
      referrer: '',
      utm: { source: 'linkedin', campaign: 'launch' },
    };
    window.sessionStorage.setItem('mwangaza.leadSource', JSON.stringify(source));
    const hits: TrackedHit[] = [];
    const disconnect = connectTracking((hit) => hits.push(hit));
    hits.length = 0; // What the earlier tests recorded.
    const sent = captureSend();
    const { user } = renderWithProviders(<ContactForm />);
    await reachStepThree(user);
    await user.click(button('Send Message'));
    await screen.findByRole('heading', { name: 'Thank you, Amina!' });
    disconnect();
    expect(sent[0]).toMatchObject({ source });
    expect(db.enquiries.at(-1)).toMatchObject({ source });
    expect(hits.map((hit) => (hit.type === 'event' ? [hit.name, hit.step] : hit.type))).toEqual([
      ['contact_started', undefined],
      ['contact_step', 2],
      ['contact_step', 3],
      ['contact_sent', undefined],
    ]);
  });

  it("shows the server's message when sending fails, keeps the input, and clears the banner on the next edit", async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          { success: false, message: 'Too many messages. Please try again in 10 minutes.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await reachStepThree(user);
    await user.click(button('Send Message'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Please try again in 10 minutes.',
    );
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    await user.click(button('Back'));
    expect(field(/Tell us about your project/)).toHaveValue('Weekly sales dashboards for 40 shops');
    await user.click(button('Continue'));
    await user.click(button('Send Message'));
    await screen.findByRole('alert');
    await user.type(field(/What would success look like/), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the generic failure message when the API gives none', async () => {
    server.use(http.post('*/api/contact', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderWithProviders(<ContactForm />);
    await reachStepThree(user);
    await user.click(button('Send Message'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to send message\. Please try again\.$/,
    );
  });

  it('asks the visitor to contact us directly when the request never got an answer', async () => {
    server.use(http.post('*/api/contact', () => HttpResponse.error()));
    const { user } = renderWithProviders(<ContactForm />);
    await reachStepThree(user);
    await user.click(button('Send Message'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again or contact us directly.',
    );
    expect(button('Send Message')).toBeEnabled();
  });
});
