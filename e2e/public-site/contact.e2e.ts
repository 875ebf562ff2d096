import { contactForm, storedEnquiryFrom } from './contact-form';
import { checkA11y, pagePerTest } from './visitor';

jest.setTimeout(60_000);

const page = pagePerTest();

const { form, stepCount, open } = contactForm(page);
const next = () => form().getByRole('button', { name: 'Continue' }).click();
const fillIn = (label: RegExp, value: string) => form().getByLabel(label).fill(value);
const choose = (label: RegExp, option: string) => form().getByLabel(label).selectOption(option);

describe('the contact form', () => {
  it('takes an enquiry in three steps and the API stores it for the admin', async () => {
    // Unique per run, so the stored enquiry is this one even when the database is reused.
    const email = `amina.${Date.now()}@savanna-foods.example`;
    await open();

    // A step with missing required fields stays put and says what is missing.
    await next();
    await form().getByText('Name is required').waitFor();
    await stepCount('Step 1 of 3');
    await checkA11y(page(), '/contact (step 1 errors)');

    await fillIn(/Full name/, 'Amina Otieno');
    await fillIn(/Email address/, email);
    await fillIn(/Company/, 'Savanna Foods');
    await next();

    await stepCount('Step 2 of 3');
    await fillIn(/Tell us about your project/, 'Weekly sales dashboards for 40 shops.');
    await fillIn(/Your biggest data challenge/, 'Sales sit in three different systems.');
    await checkA11y(page(), '/contact (step 2)');
    await next();

    await stepCount('Step 3 of 3');
    await fillIn(/What would success look like/, 'Monday figures by 9 a.m.');
    await choose(/Best time to contact you/, 'Morning');
    await checkA11y(page(), '/contact (step 3)');
    await form().getByRole('button', { name: 'Send Message' }).click();

    await page().getByRole('heading', { name: 'Thank you, Amina!' }).waitFor();
    await checkA11y(page(), '/contact (sent)');

    expect(await storedEnquiryFrom(email)).toMatchObject({
      name: 'Amina Otieno',
      company: 'Savanna Foods',
      project: 'Weekly sales dashboards for 40 shops.',
      challenge: 'Sales sit in three different systems.',
      success: 'Monday figures by 9 a.m.',
      contactTime: 'Morning',
    });

    await page().getByRole('button', { name: 'Send Another Message' }).click();
    await stepCount('Step 1 of 3');
    expect(
      await form()
        .getByLabel(/Full name/)
        .inputValue(),
    ).toBe('');
  });
});
